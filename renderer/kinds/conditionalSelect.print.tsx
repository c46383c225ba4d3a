import { ChoicePrint } from "../parts/ChoiceSelect.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import { type ConditionalSelectProps, useOptions } from "./conditionalSelect.tsx";

/** The chosen label as plain text, when the select is shown. */
export function ConditionalSelectPrint(props: ConditionalSelectProps) {
  const question = useQuestion(props.node, props.scope);
  const options = useOptions(props);
  return options ? <ChoicePrint question={question} options={options} /> : null;
}
