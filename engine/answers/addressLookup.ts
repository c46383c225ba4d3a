import { addressFields } from "../form/composites.ts";
import { type Scope, resolveKey } from "../form/scope.ts";
import { emptyRecord, own } from "../records.ts";
import type { AddressQuestion, AnswerValue } from "../types.ts";

/**
 * The answer changes of an address suggestion the student chose (spec section 4, autocomplete):
 * each field of the address that the looked-up record names (fields named without the prefix:
 * address_line_1, city, state, zip, country) takes the record's value. A value the record leaves
 * empty changes nothing: the embedded ZIP data knows no streets, so its records carry an empty
 * first line, and that must not erase the line the student typed. One call to applyChanges takes
 * the result, which writes the `_desc` companions of the state and country.
 */
export function addressLookupChanges(node: AddressQuestion, scope: Scope, record: Readonly<Record<string, string>>): Record<string, AnswerValue> {
  const changes = emptyRecord<AnswerValue>();
  for (const field of addressFields(node)) {
    if (!("key" in field) || typeof field.key !== "string") continue;
    const value = own(record, field.key.slice(node.prefix.length))?.trim() ?? "";
    if (value !== "") changes[resolveKey(scope, field.key)] = value;
  }
  return changes;
}
