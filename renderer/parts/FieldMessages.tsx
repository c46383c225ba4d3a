import { FieldError, Text } from "react-aria-components";
import { ErrorIcon } from "./icons.tsx";

/** One error message: icon and bold text (spec section 8). */
function ErrorLine({ message }: { message: string }) {
  return (
    <span className="field__error-line">
      <ErrorIcon />
      <strong>{message}</strong>
    </span>
  );
}

/** What to do, in plain words, after a message that is only the question's label (labelHint.ts). */
function HintLine({ hint }: { hint: string | undefined }) {
  if (!hint) return null;
  // The space keeps the hint a word apart from the message in the field's accessible description
  // ("Date of Birth Enter a real date ..."); the flex column the lines stand in does not draw it.
  return (
    <>
      {" "}
      <span className="field__error-hint">{hint}</span>
    </>
  );
}

/** Props of ErrorLines. */
export interface ErrorLinesProps {
  /** The messages, one line each. */
  errors: readonly string[];
}

/** A field's error messages, for a container that carries the id the input's aria-describedby names. */
export function ErrorLines({ errors }: ErrorLinesProps) {
  return errors.map((message) => <ErrorLine key={message} message={message} />);
}

/** Props of FieldErrors. */
export interface FieldErrorsProps {
  /** The messages to show; nothing renders when empty. */
  errors: readonly string[];
  /** What to do, shown after the messages (useLabelHint). */
  hint?: string | undefined;
}

/**
 * A field's errors inside a react-aria-components field, which ties them to the input with
 * aria-describedby and sets aria-invalid.
 */
export function FieldErrors({ errors, hint }: FieldErrorsProps) {
  return (
    <FieldError className="field__error">
      {errors.map((message) => (
        <ErrorLine key={message} message={message} />
      ))}
      <HintLine hint={hint} />
    </FieldError>
  );
}

/** Props of StandaloneErrors. */
export interface StandaloneErrorsProps {
  /** The element id the input's aria-describedby names. */
  id: string;
  /** The messages to show; nothing renders when empty. */
  errors: readonly string[];
  /** What to do, shown after the messages (useLabelHint). */
  hint?: string | undefined;
  /** Whether they answer what the student just did (a file refused), so assistive technology announces them at once. */
  announce?: boolean;
}

/** Errors of an input that is not a react-aria-components field (a lone checkbox, a file); the input names `id` in aria-describedby. */
export function StandaloneErrors({ id, errors, hint, announce = false }: StandaloneErrorsProps) {
  if (errors.length === 0) return null;
  return (
    <div id={id} className="field__error" role={announce ? "alert" : undefined}>
      {errors.map((message) => (
        <ErrorLine key={message} message={message} />
      ))}
      <HintLine hint={hint} />
    </div>
  );
}

/** Props of Help. */
export interface HelpProps {
  /** The help text; nothing renders without one. */
  text: string | undefined;
}

/** Help text under a label, tied to the field as its description. */
export function Help({ text }: HelpProps) {
  return text ? (
    <Text slot="description" className="field__help">
      {text}
    </Text>
  ) : null;
}
