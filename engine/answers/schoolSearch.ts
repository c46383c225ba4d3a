import { schoolFields, schoolOwnKeys } from "../form/composites.ts";
import { type Scope, resolveKey } from "../form/scope.ts";
import { emptyRecord, own } from "../records.ts";
import type { AnswerValue, SchoolSearchQuestion } from "../types.ts";

/** What the student did in a school search: typed a name of their own, chose a looked-up school, or cleared it. */
export type SchoolChoice =
  | { readonly typed: string }
  | { readonly chosen: Readonly<Record<string, string>> }
  | { readonly cleared: true };

/**
 * The answer changes of a school search (spec section 4, autocomplete): a chosen school fills
 * the name, code and linked address fields from its record (fields named without the prefix:
 * name, ceeb, address_line_1, city, state, zip, country); a typed name is stored as text and
 * clears the code and every linked field; clearing clears them all. One call to applyChanges
 * takes the result, which writes the companions.
 */
export function schoolSearchChanges(node: SchoolSearchQuestion, scope: Scope, choice: SchoolChoice): Record<string, AnswerValue> {
  const record = "chosen" in choice ? choice.chosen : {};
  // The fields' own keys only: their `_desc` companions are the engine's to write.
  const linked = schoolFields(node).flatMap((f) => ("key" in f && typeof f.key === "string" ? [f.key] : []));
  const keys = [...schoolOwnKeys(node), ...linked];
  const changes = emptyRecord<AnswerValue>();
  for (const key of keys) {
    const field = key.slice(node.prefix.length);
    changes[resolveKey(scope, key)] = own(record, field) ?? "";
  }
  if ("typed" in choice) changes[resolveKey(scope, `${node.prefix}name`)] = choice.typed;
  return changes;
}
