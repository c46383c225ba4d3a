import { type ConditionalSelectQuestion, type Option, conditionalSelectShown, conditionalSource, optionsFor } from "../../engine/index.ts";
import { useFormContext } from "../context/formContext.ts";
import { ChoiceSelect } from "../parts/ChoiceSelect.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import type { NodeProps } from "../registry/types.ts";
import { useFormStore } from "../store/hooks.ts";

/** Props of ConditionalSelectInput and ConditionalSelectPrint. */
export interface ConditionalSelectProps extends NodeProps<ConditionalSelectQuestion> {
  /** The conditional select: options chosen by its controller's answer. */
  node: ConditionalSelectQuestion;
}

/** The options for the controller's current answer, or null while the engine hides the select. */
export function useOptions({ node, scope }: ConditionalSelectProps): readonly Option[] | null {
  const { form, today } = useFormContext();
  // Subscribes to the source (a list name or the node's own list object), which only changes with the controller.
  const source = useFormStore((s) => (conditionalSelectShown(form, node, s.answers, scope) ? conditionalSource(node, s.answers, scope) : undefined));
  return source === undefined ? null : optionsFor(source, form.lists, Number(today.slice(0, 4)));
}

/** A drop-down whose options follow another answer (state by country); the engine clears it when that answer changes. */
export function ConditionalSelectInput(props: ConditionalSelectProps) {
  const question = useQuestion(props.node, props.scope);
  const options = useOptions(props);
  return options ? <ChoiceSelect question={question} options={options} autoComplete={props.node.autoComplete} /> : null;
}
