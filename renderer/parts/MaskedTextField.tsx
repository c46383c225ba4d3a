import { useMask } from "@react-input/mask";
import { Input, Label, TextField } from "react-aria-components";
import { FieldErrors, Help } from "./FieldMessages.tsx";
import type { Question } from "./useQuestion.ts";
import { useChange, useTextAnswer } from "../store/hooks.ts";

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

/** The replacement of every mask: an underscore accepts one digit. */
export const digits = { _: /\d/ };

/** A text field that formats digits as they are typed (phone, SSN); the formatted text is the answer. */
export function MaskedTextField({ question: q, mask, autoComplete, format }: MaskedTextFieldProps) {
  const value = useTextAnswer(q.key);
  const change = useChange();
  const ref = useMask({ mask, replacement: digits });
  return (
    <TextField
      id={q.key}
      name={q.key}
      className="field field--underlined"
      value={value}
      onChange={(text) => change({ [q.key]: text })}
      isRequired={q.isRequired}
      isInvalid={q.isInvalid}
      validationBehavior="aria"
      autoComplete={autoComplete}
      inputMode="numeric"
    >
      <Label className="field__label">{q.label}</Label>
      <Help text={q.help ? `${q.help} Format: ${format}.` : `Format: ${format}.`} />
      <Input ref={ref} className="field__input" />
      <FieldErrors errors={q.errors} />
    </TextField>
  );
}
