import { useState } from "react";
import { Label, TextArea, TextField } from "react-aria-components";
import type { TextareaQuestion } from "../../engine/index.ts";
import { FieldErrors, Help } from "../parts/FieldMessages.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import type { NodeProps } from "../registry/types.ts";
import { useChange, useTextAnswer } from "../store/hooks.ts";

/** Props of TextareaInput and TextareaPrint. */
export interface TextareaProps extends NodeProps<TextareaQuestion> {
  /** The text area question. */
  node: TextareaQuestion;
}

/** Several lines with a character counter, limited to its key's maxLength (1500); saved when it loses focus (spec section 4). */
export function TextareaInput({ node, scope }: TextareaProps) {
  const q = useQuestion(node, scope);
  const saved = useTextAnswer(q.key);
  const change = useChange();
  // The draft is local while typing; the store (and the save) gets it on blur.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? saved;
  const counterId = `${q.key}-counter`;
  return (
    <TextField
      id={q.key}
      name={q.key}
      className="field field--outlined field--textarea"
      value={text}
      onChange={setDraft}
      onBlur={() => {
        if (draft !== null) change({ [q.key]: draft });
        setDraft(null);
      }}
      maxLength={q.maxLength}
      isRequired={q.isRequired}
      isInvalid={q.isInvalid}
      validationBehavior="aria"
      aria-describedby={q.maxLength === undefined ? undefined : counterId}
    >
      <Label className="field__label">{q.label}</Label>
      <Help text={q.help} />
      <TextArea className="field__input" rows={6} />
      {q.maxLength !== undefined && (
        <div id={counterId} className="field__counter">
          {text.length} of {q.maxLength} characters
        </div>
      )}
      <FieldErrors errors={q.errors} />
    </TextField>
  );
}
