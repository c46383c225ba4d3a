import { useMemo } from "react";
import { type SelectQuestion, optionsFor } from "../../engine/index.ts";
import { useFormContext } from "../context/formContext.ts";
import { ChoiceSelect } from "../parts/ChoiceSelect.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import type { NodeProps } from "../registry/types.ts";

/** Props of SelectInput and SelectPrint. */
export interface SelectProps extends NodeProps<SelectQuestion> {
  /** The select question: a shared list, a list in place or a range of years. */
  node: SelectQuestion;
}

/** The options of a select, years counted from today's year. */
export function useOptions(node: SelectQuestion) {
  const { form, today } = useFormContext();
  return useMemo(() => optionsFor(node.options, form.lists, Number(today.slice(0, 4))), [node, form, today]);
}

/** A drop-down list; choosing writes the value and, through the engine, its `_desc` label. */
export function SelectInput({ node, scope }: SelectProps) {
  return <ChoiceSelect question={useQuestion(node, scope)} options={useOptions(node)} autoComplete={node.autoComplete} />;
}
