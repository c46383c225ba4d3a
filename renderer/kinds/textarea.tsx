import { useRef, useState } from "react";
import { type TextareaQuestion, interpolate } from "../../engine/index.ts";
import { useWords } from "../context/formContext.ts";
import { useChangedBeforeTakeover } from "../parts/changedBeforeTakeover.ts";
import { NativeField, nativeInputProps } from "../parts/NativeField.tsx";
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
  const input = useRef<HTMLTextAreaElement>(null);
  useChangedBeforeTakeover(() => input.current, (control) => change({ [q.key]: control.value }));
  const words = useWords();
  return (
    <NativeField
      question={q}
      className="field field--outlined field--textarea"
      after={
        q.maxLength !== undefined && (
          <div id={counterId} className="field__counter">
            {interpolate(words.inputs.characterCount, { count: text.length, max: q.maxLength })}
          </div>
        )
      }
    >
      <textarea
        {...nativeInputProps(q, q.maxLength === undefined ? undefined : counterId)}
        ref={input}
        rows={6}
        value={text}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft !== null) change({ [q.key]: draft });
          setDraft(null);
        }}
        maxLength={q.maxLength}
      />
    </NativeField>
  );
}
