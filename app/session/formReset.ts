/**
 * The application's form (its store of answers) loads with the first form page, not with the
 * account pages. Ending or starting a session empties it if it has loaded; one that has not
 * starts empty when it loads, so there is nothing to empty.
 */
let reset: (() => void) | undefined;

/** Called once by the form as it loads. */
export function onFormReset(emptyForm: () => void): void {
  reset = emptyForm;
}

/** Empties the form if it has loaded. */
export function resetForm(): void {
  reset?.();
}
