import type { AddressQuestion, Node, SchoolSearchQuestion } from "../types.ts";
import { fieldLabelsOf } from "./fieldLabels.ts";

/** Street lines are often filled by the address or school lookup: directory lines run to 66 characters. */
const lineLength = 100;

/**
 * Composite inputs are macros over the ordinary kinds: an address is six questions under a
 * prefix, so conditions, companions, clearing and validation treat its fields like any other.
 * A required composite requires country, first line and city, and the state while the country
 * offers a list. The question names its option lists (countryOptions, stateOptions), so a form
 * calls them what it likes; they must exist in its options/ (schema:check verifies it). The
 * fields' labels are the question's, in the language it was compiled in (fieldLabels.ts).
 */
function locationFields(q: AddressQuestion | SchoolSearchQuestion, withLine2: boolean, required: boolean): Node[] {
  const { prefix } = q;
  const must = required ? { required: true } : {};
  const labels = fieldLabelsOf(q);
  // Country first: the state list depends on it, so a keyboard user meets the list after choosing
  // the country instead of having to go back for it (WCAG 2.4.3, a meaningful focus order).
  const fields: Node[] = [
    { kind: "select", key: `${prefix}country`, label: labels.country, options: q.countryOptions, autoComplete: "country", ...must },
    { kind: "text", key: `${prefix}address_line_1`, label: labels.addressLine1, maxLength: lineLength, autoComplete: "address-line1", ...must },
    ...(withLine2 ? [{ kind: "text", key: `${prefix}address_line_2`, label: labels.addressLine2, maxLength: lineLength, autoComplete: "address-line2" } as const] : []),
    { kind: "text", key: `${prefix}city`, label: labels.city, autoComplete: "address-level2", ...must },
    {
      kind: "conditionalSelect",
      key: `${prefix}state`,
      label: labels.state,
      controller: `${prefix}country`,
      optionsByValue: { ...q.stateOptions },
      autoComplete: "address-level1",
      ...must,
    },
    { kind: "text", key: `${prefix}zip`, label: labels.zip, autoComplete: "postal-code" },
  ];
  return fields;
}

/** The fields of an address: {prefix}country, address_line_1, address_line_2, city, state, zip. */
export const addressFields = (q: AddressQuestion): Node[] => locationFields(q, true, q.required === true);

/** The linked fields a school search fills: {prefix}country, address_line_1, city, state, zip (never required: a school may be typed by name alone). */
export const schoolFields = (q: SchoolSearchQuestion): Node[] => locationFields(q, false, false);

/** The keys the school search itself writes: the school's name and its code. */
export const schoolOwnKeys = (q: SchoolSearchQuestion): string[] => [`${q.prefix}name`, `${q.prefix}ceeb`];
