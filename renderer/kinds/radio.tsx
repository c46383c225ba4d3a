import { useMemo, useRef } from "react";
import { type RadioQuestion, optionsFor } from "../../engine/index.ts";
import { useFormContext } from "../context/formContext.ts";
import { changedBeforeTakeover, useChangedBeforeTakeover } from "../parts/changedBeforeTakeover.ts";
import { NativeField } from "../parts/NativeField.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import type { NodeProps } from "../registry/types.ts";
import { useChange, useTextAnswer } from "../store/hooks.ts";

/** Props of RadioInput and RadioPrint. */
export interface RadioProps extends NodeProps<RadioQuestion> {
  /** The radio question. */
  node: RadioQuestion;
}

export function useOptions(node: RadioQuestion) {
  const { form, today } = useFormContext();
  return useMemo(() => optionsFor(node.options, form.lists, Number(today.slice(0, 4))), [node, form, today]);
}

/**
 * One choice among a few, as a labelled group of native radio inputs sharing the question's key
 * as their name: the browser gives the group its keyboard (Tab to the chosen option, arrows move
 * and choose) and focuses the input a click on its label chooses. The input itself is drawn as
 * the circle (appearance: none), styled from its own state (checked, focus-visible).
 * react-aria-components' RadioGroup did the same with a provider, a press handler and focus
 * tracking per option, and choosing Yes on a question that opens a block redrew every option
 * twice before the block could show; this draws once. The engine writes the `_desc` label.
 */
export function RadioInput({ node, scope }: RadioProps) {
  const q = useQuestion(node, scope);
  const value = useTextAnswer(q.key);
  const change = useChange();
  const first = useRef<HTMLInputElement>(null);
  useChangedBeforeTakeover(
    () => [...(first.current?.closest("[role=radiogroup]")?.querySelectorAll<HTMLInputElement>("input[type=radio]") ?? [])].find((option) => option.checked && changedBeforeTakeover(option)),
    (option) => change({ [q.key]: option.value }),
  );
  return (
    <NativeField question={q} className="field field--choices" groupRole="radiogroup">
      {useOptions(node).map((o, i) => (
        <label key={o.value} className="radio">
          <input ref={i === 0 ? first : undefined} type="radio" className="radio__circle" name={q.key} value={o.value} checked={value === o.value} onChange={() => change({ [q.key]: o.value })} />
          <span className="radio__label">{o.label}</span>
        </label>
      ))}
    </NativeField>
  );
}
