import { ChoicePrint } from "../parts/ChoiceSelect.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import { type SelectProps, useOptions } from "./select.tsx";

/** The chosen label as plain text. */
export function SelectPrint({ node, scope }: SelectProps) {
  return <ChoicePrint question={useQuestion(node, scope)} options={useOptions(node)} />;
}
