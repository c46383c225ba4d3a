import { useVisuallyHidden } from "react-aria";
import type { DateFieldState } from "react-stately";
import { toCalendarDate } from "./calendarDate.ts";

/** Props of DateAutofillInput. */
export interface DateAutofillInputProps {
  /** The date field's state, which a date the browser fills in goes to. */
  state: DateFieldState;
  /** The date's form name. */
  name: string;
  /** HTML autocomplete token of the date (bday). */
  autoComplete: string | undefined;
}

/**
 * A hidden date input for the browser's autofill (a birthday it knows), whose date becomes the
 * field's: the one react-aria-components' DateField draws beside its segments, which that library
 * keeps private. Neither the keyboard nor assistive technology meets it, and it is never submitted.
 */
export function DateAutofillInput({ state, name, autoComplete }: DateAutofillInputProps) {
  // Fixed, so that filling it never scrolls the page.
  const { visuallyHiddenProps } = useVisuallyHidden({ style: { position: "fixed", top: 0, left: 0 } });
  return (
    <div {...visuallyHiddenProps} aria-hidden data-react-aria-prevent-focus data-a11y-ignore="aria-hidden-focus">
      <input
        tabIndex={-1}
        autoComplete={autoComplete}
        type="date"
        form=""
        name={name}
        value={state.value?.toString() ?? ""}
        onChange={(event) => {
          const date = toCalendarDate(event.currentTarget.value);
          if (date) state.setValue(date);
        }}
      />
    </div>
  );
}
