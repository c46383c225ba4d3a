import { useLayoutEffect, useRef } from "react";
import { Input, Label, TextField } from "react-aria-components";
import { useChange, useTextAnswer } from "../store/hooks.ts";
import { applyMaskedEdit } from "./digitMask.ts";
import { FieldErrors, Help } from "./FieldMessages.tsx";
import type { Question } from "./useQuestion.ts";

/** Props of MaskedTextField. */
export interface MaskedTextFieldProps {
  /** The question's resolved key, texts and errors. */
  question: Question;
  /** The mask: underscores stand for digits, the rest is typed for the student. */
  mask: string;
  /** HTML autocomplete token. */
  autoComplete?: string;
  /** Extra description for assistive technology: the expected format. */
  format: string;
}

/**
 * A text field that formats digits as they are typed (phone, SSN); the formatted text is the
 * answer. Each edit is formatted in the change handler of a controlled input, so no keystroke can
 * be lost: @react-input/mask's own input handling drops a keystroke that arrives before a timer of
 * its has run, which happens when a render of a long page outlasts the gap between two keys (seen
 * in the browser tests of the full About You page). Only its `format` is used here.
 */
export function MaskedTextField({ question: q, mask, autoComplete, format }: MaskedTextFieldProps) {
  const value = useTextAnswer(q.key);
  const change = useChange();
  const input = useRef<HTMLInputElement>(null);
  // Where the caret goes once the formatted text is drawn.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current !== null && element && element === document.activeElement) element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  return (
    <TextField
      id={q.key}
      name={q.key}
      className="field field--underlined"
      value={value}
      onChange={(text) => {
        const edit = applyMaskedEdit(value, text, input.current?.selectionStart ?? text.length, mask);
        caret.current = edit.caret;
        change({ [q.key]: edit.value });
      }}
      isRequired={q.isRequired}
      isInvalid={q.isInvalid}
      validationBehavior="aria"
      autoComplete={autoComplete}
      inputMode="numeric"
    >
      <Label className="field__label">{q.label}</Label>
      <Help text={q.help ? `${q.help} Format: ${format}.` : `Format: ${format}.`} />
      <Input ref={input} className="field__input" />
      <FieldErrors errors={q.errors} />
    </TextField>
  );
}
