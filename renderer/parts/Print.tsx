import type { ReactNode } from "react";
import { useWords } from "../context/formContext.ts";

/** Props of PrintField. */
export interface PrintFieldProps {
  /** The element id: the question's answer key. */
  id: string;
  /** The question's label. */
  label: string;
  /** The answer as text; empty shows "No answer". */
  value?: string;
  /** Content shown instead of a plain value (choices, documents). */
  children?: ReactNode;
}

/** A question in the service print view: its label and a plain value instead of an input. */
export function PrintField({ id, label, value, children }: PrintFieldProps) {
  const { inputs } = useWords();
  return (
    <div className="print-field" id={id}>
      <div className="print-field__label">{label}</div>
      <div className="print-field__value">
        {children ?? (value ? value : <span className="print-field__empty">{inputs.noAnswer}</span>)}
      </div>
    </div>
  );
}

/** Props of PrintChoice. */
export interface PrintChoiceProps {
  /** Whether the choice is the answer. */
  checked: boolean;
  /** The choice's label. */
  label: string;
}

/** A radio or checkbox choice in print: "[X] label" or "[ ] label" (spec section 1). */
export function PrintChoice({ checked, label }: PrintChoiceProps) {
  return (
    <div className="print-choice">
      <span className="print-choice__box">{checked ? "[X]" : "[ ]"}</span> {label}
    </div>
  );
}
