import type { ReactNode } from "react";
import { StandaloneErrors } from "./FieldMessages.tsx";
import type { Question } from "./useQuestion.ts";

/** The ids that describe a question's input: its help, its errors while it has some, then `extra`. */
export function describedBy(q: Question, extra?: string): string | undefined {
  return [q.help ? `${q.key}-help` : "", q.isInvalid ? `${q.key}-error` : "", extra ?? ""].filter(Boolean).join(" ") || undefined;
}

/**
 * What a question's native input carries to be named, described and flagged the way a
 * react-aria-components field would do it: its label names it through `for`, its help and errors
 * (and any `extra` ids, such as a counter) describe it, and `aria-invalid` and `aria-required`
 * say what a screen reader announces; `field__input` styles it.
 */
export function nativeInputProps(q: Question, extra?: string) {
  return {
    id: q.key,
    name: q.key,
    className: "field__input",
    "aria-describedby": describedBy(q, extra),
    "aria-invalid": q.isInvalid || undefined,
    "aria-required": q.isRequired || undefined,
  };
}

/** Props of NativeField. */
export interface NativeFieldProps {
  /** The question the field asks. */
  question: Question;
  /** The field's classes (`field field--…`). */
  className: string;
  /** The input, or the row that holds it; its input spreads nativeInputProps. */
  children: ReactNode;
  /** What follows the input before its errors (a character counter). */
  after?: ReactNode;
  /**
   * For a question answered with several native inputs (radio options): the frame is then the
   * control, with this role, named by the label and described and flagged as one input would be.
   */
  groupRole?: "radiogroup";
}

/**
 * A field drawn as plain elements: label, help, the input (or a group of them), errors. A react-aria-components
 * TextField wraps the same four in a dozen context providers and hooks that a keystroke renders
 * again, for what a native input does alone; this is the one a student types into, so it is kept
 * to what the keystroke needs. `data-required` and `data-invalid` style it as the other fields.
 */
export function NativeField({ question: q, className, children, after, groupRole }: NativeFieldProps) {
  const labelId = `${q.key}-label`;
  const group = groupRole && {
    role: groupRole,
    id: q.key,
    "aria-labelledby": labelId,
    "aria-describedby": describedBy(q),
    "aria-required": q.isRequired || undefined,
    "aria-invalid": q.isInvalid || undefined,
  };
  return (
    <div className={className} data-required={q.isRequired || undefined} data-invalid={q.isInvalid || undefined} {...group}>
      {groupRole ? (
        <span id={labelId} className="field__label">
          {q.label}
        </span>
      ) : (
        <label htmlFor={q.key} className="field__label">
          {q.label}
        </label>
      )}
      {q.help && (
        <div id={`${q.key}-help`} className="field__help">
          {q.help}
        </div>
      )}
      {children}
      {after}
      <StandaloneErrors id={`${q.key}-error`} errors={q.errors} />
    </div>
  );
}
