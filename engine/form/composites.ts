import type { AddressQuestion, Node, SchoolSearchQuestion } from "../types.ts";

/** Street lines are often filled by the address or school lookup: directory lines run to 66 characters. */
const lineLength = 100;

/**
 * Composite inputs are macros over the ordinary kinds: an address is six questions under a
 * prefix, so conditions, companions, clearing and validation treat its fields like any other.
 * A required composite requires country, first line and city, and the state while the country
 * offers a list. The lists named here must exist in schema/options/ (schema:check verifies it).
 */
/** The option list of each country's states or provinces, by the country's value: the address's state question offers it. */
export const regionListsByCountry: Readonly<Record<string, string>> = { USA: "statesUs", CAN: "provincesCa" };

function locationFields(prefix: string, withLine2: boolean, required: boolean): Node[] {
  const must = required ? { required: true } : {};
  // Country first: the state list depends on it, so a keyboard user meets the list after choosing
  // the country instead of having to go back for it (WCAG 2.4.3, a meaningful focus order).
  const fields: Node[] = [
    { kind: "select", key: `${prefix}country`, label: "Country", options: "countriesUsFirst", autoComplete: "country", ...must },
    { kind: "text", key: `${prefix}address_line_1`, label: "Address", maxLength: lineLength, autoComplete: "address-line1", ...must },
    ...(withLine2 ? [{ kind: "text", key: `${prefix}address_line_2`, label: "Address Line 2", maxLength: lineLength, autoComplete: "address-line2" } as const] : []),
    { kind: "text", key: `${prefix}city`, label: "City", autoComplete: "address-level2", ...must },
    {
      kind: "conditionalSelect",
      key: `${prefix}state`,
      label: "State/Province",
      controller: `${prefix}country`,
      optionsByValue: { ...regionListsByCountry },
      autoComplete: "address-level1",
      ...must,
    },
    { kind: "text", key: `${prefix}zip`, label: "ZIP/Postal Code", autoComplete: "postal-code" },
  ];
  return fields;
}

/** The fields of an address: {prefix}country, address_line_1, address_line_2, city, state, zip. */
export const addressFields = (q: AddressQuestion): Node[] => locationFields(q.prefix, true, q.required === true);

/** The linked fields a school search fills: {prefix}country, address_line_1, city, state, zip (never required: a school may be typed by name alone). */
export const schoolFields = (q: SchoolSearchQuestion): Node[] => locationFields(q.prefix, false, false);

/** The keys the school search itself writes: the school's name and its code. */
export const schoolOwnKeys = (q: SchoolSearchQuestion): string[] => [`${q.prefix}name`, `${q.prefix}ceeb`];
