import { useMemo } from "react";
import { Label, Radio, RadioGroup } from "react-aria-components";
import { type RadioQuestion, optionsFor } from "../../engine/index.ts";
import { useFormContext } from "../context/formContext.ts";
import { FieldErrors, Help } from "../parts/FieldMessages.tsx";
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

/** One choice among a few, as a labelled radio group; the engine writes the `_desc` label. */
export function RadioInput({ node, scope }: RadioProps) {
  const q = useQuestion(node, scope);
  const value = useTextAnswer(q.key);
  const change = useChange();
  return (
    <RadioGroup
      id={q.key}
      name={q.key}
      className="field field--choices"
      value={value === "" ? null : value}
      onChange={(chosen) => change({ [q.key]: chosen })}
      isRequired={q.isRequired}
      isInvalid={q.isInvalid}
      validationBehavior="aria"
    >
      <Label className="field__label">{q.label}</Label>
      <Help text={q.help} />
      {useOptions(node).map((o) => (
        <Radio key={o.value} value={o.value} className="radio">
          <span className="radio__circle" />
          <span className="radio__label">{o.label}</span>
        </Radio>
      ))}
      <FieldErrors errors={q.errors} />
    </RadioGroup>
  );
}
