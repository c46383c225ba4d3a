import { interpolate } from "../../engine/index.ts";
import { useWords } from "../context/formContext.ts";
import { useChange } from "../store/hooks.ts";
import { applyMaskedEdit } from "./digitMask.ts";
import { NativeField, nativeInputProps } from "./NativeField.tsx";
import { useAnswerInInput } from "./useAnswerInInput.ts";
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
 * answer. Each edit is formatted in the input's own change handler, which writes the formatted
 * text and the caret into the input before anything else runs, so no keystroke can be lost:
 * @react-input/mask's own input handling drops a keystroke that arrives before a timer of its has
 * run, which happens when a render of a long page outlasts the gap between two keys (seen in the
 * browser tests of the full About You page). Only its `format` is used here.
 */
export function MaskedTextField({ question: q, mask, autoComplete, format }: MaskedTextFieldProps) {
  const change = useChange();
  const edited = (input: HTMLInputElement): void => {
    const edit = applyMaskedEdit(stored(), input.value, input.selectionStart ?? input.value.length, mask);
    input.value = edit.value;
    input.setSelectionRange(edit.caret, edit.caret);
    change({ [q.key]: edit.value });
  };
  const { ref, defaultValue, stored } = useAnswerInInput<HTMLInputElement>(q.key, edited);
  const hint = interpolate(useWords().inputs.formatHint, { format });
  const described = { ...q, help: q.help ? `${q.help} ${hint}` : hint };
  return (
    <NativeField question={described} className="field field--outlined">
      <input
        {...nativeInputProps(described)}
        ref={ref}
        defaultValue={defaultValue}
        onChange={(event) => edited(event.target)}
        autoComplete={autoComplete}
        inputMode="numeric"
      />
    </NativeField>
  );
}
