import { useEffect } from "react";

/** A native control a student can change before the app runs. */
export type NativeControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * Whether a native control holds other than it was drawn with. React writes an input's value and
 * checked state as its defaults too, so the two differ only when the student changed the control
 * before the app took it over: a page drawn at build time takes typing, ticks and choices from its
 * first paint, natively, and a page drawn in the browser never starts changed.
 */
export function changedBeforeTakeover(control: NativeControl): boolean {
  const checkable = control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");
  return checkable ? control.checked !== control.defaultChecked : control.value !== control.defaultValue;
}

/**
 * Once, as the app takes a field over: `find` names its control the student changed before (or
 * none), and `take` makes what it holds the answer, as the field's own change handler would. What
 * the student does after reaches that handler.
 */
export function useChangedBeforeTakeover<C extends NativeControl>(find: () => C | null | undefined, take: (control: C) => void): void {
  useEffect(() => {
    const control = find();
    if (control && changedBeforeTakeover(control)) take(control);
    // The control as it was taken over, once: later changes reach the field's change handler.
  }, []);
}
