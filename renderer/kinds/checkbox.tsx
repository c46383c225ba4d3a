import { useRef } from "react";
import { Checkbox } from "react-aria-components";
import type { CheckboxQuestion } from "../../engine/index.ts";
import { useChangedBeforeTakeover } from "../parts/changedBeforeTakeover.ts";
import { CheckIcon } from "../parts/icons.tsx";
import { StandaloneErrors } from "../parts/FieldMessages.tsx";
import { useLabelHint } from "../parts/labelHint.ts";
import { describedBy } from "../parts/NativeField.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import type { NodeProps } from "../registry/types.ts";
import { useAnswer, useChange } from "../store/hooks.ts";

/** Props of CheckboxInput and CheckboxPrint. */
export interface CheckboxProps extends NodeProps<CheckboxQuestion> {
  /** The single checkbox question. */
  node: CheckboxQuestion;
}

/** A single box whose answer is true or false. */
export function CheckboxInput({ node, scope }: CheckboxProps) {
  const q = useQuestion(node, scope);
  const checked = useAnswer(q.key) === true;
  const change = useChange();
  const hint = useLabelHint("checkbox", q.label, q.errors);
  const input = useRef<HTMLInputElement>(null);
  useChangedBeforeTakeover(() => input.current, (control) => change({ [q.key]: control.checked }));
  return (
    <div className="field field--checkbox">
      <Checkbox
        id={q.key}
        name={q.key}
        inputRef={input}
        className="checkbox"
        isSelected={checked}
        onChange={(selected) => change({ [q.key]: selected })}
        isRequired={q.isRequired}
        isInvalid={q.isInvalid}
        validationBehavior="aria"
        aria-describedby={describedBy(q)}
      >
        <span className="checkbox__box">
          <CheckIcon />
        </span>
        <span className="checkbox__label">{q.label}</span>
      </Checkbox>
      {q.help && (
        <div id={`${q.key}-help`} className="field__help">
          {q.help}
        </div>
      )}
      <StandaloneErrors id={`${q.key}-error`} errors={q.errors} hint={hint} />
    </div>
  );
}
