import type { Form } from "../form/compileForm.ts";
import type { FieldRules } from "../types.ts";
import { isCompanion, isRequired, modelFields } from "./fields.ts";
import { maxLengthOf } from "./kindRules.ts";

/**
 * The limits and required marks of the application's inputs, from the same question rules the
 * data model is generated from: the input's maxlength (and a text area's counter) and
 * aria-required on a required question (in every instance of a repeat group).
 */
export function formFieldRules(form: Form): FieldRules {
  const maxLength = new Map<string, number>();
  const required = new Set<string>();
  for (const field of modelFields(form)) {
    if (isCompanion(field)) continue;
    const limit = maxLengthOf(field.node, field.relative);
    if (limit !== undefined && !maxLength.has(field.key)) maxLength.set(field.key, limit);
    if (isRequired(field)) required.add(field.key);
  }
  return { maxLength, required };
}
