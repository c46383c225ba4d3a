import { type Form, compileForm } from "../form/compileForm.ts";
import type { FormDefinition } from "../types.ts";

/**
 * A stored version of the form (issue 39) is read and drawn with, never checked with: its
 * validators were code of its own build, which no later build has. Answers are checked with the
 * version that runs; a call of a stored version's validator is a mistake, and says so.
 */
const notChecked = Object.assign(
  () => {
    throw new Error("a stored version of the form is read with, never checked with: answers are checked with the version that runs");
  },
  { errors: null },
);

/** The form of a stored version's definition (everything but its validators), its texts in `locale` when given. */
export function compileStoredVersion(definition: Omit<FormDefinition, "validators">, locale?: string): Form {
  return compileForm({ ...definition, validators: { answers: notChecked, document: notChecked } }, locale ? { locale } : {});
}
