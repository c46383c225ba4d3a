import type { Form } from "../form/compileForm.ts";
import type { OptionSource } from "../types.ts";

/**
 * The spec's placeholder (section 3): a converted document's answer, and, in a question of a list
 * that takes it (an option list's `answeredPlaceholder`, the months), a month answered without
 * naming one. It names no option, so it has no label and is never printed as a choice.
 */
export const answeredPlaceholder = "ANSWERED";

/** Whether a question of this option source may hold the placeholder besides its options. */
export const takesPlaceholder = (form: Form, source: OptionSource): boolean =>
  typeof source === "string" && form.definition.optionLists.some((list) => list.id === source && list.answeredPlaceholder === true);
