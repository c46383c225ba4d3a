import type { Node } from "../types.ts";

/** The spec's default limits: one line of text, and a text area (spec section 9). */
export const defaultMaxLength = { text: 45, textarea: 1500 } as const;

/** A school's name from the directory runs to 86 characters; its code is short. */
export const schoolNameLength = 100;

/**
 * The formats the masked kinds store and show, a digit for each # (spec section 9: a phone is
 * (###) ###-####; section 3: an SSN is 3-2-4 digits with dashes). The input fills the format as
 * digits are typed, so its length is the longest answer the kind takes.
 */
export const kindFormats = { phone: "(###) ###-####", ssn: "###-##-####" } as const;

/** A date answer is written YYYY-MM-DD (the calendarDate keyword), a year YYYY (yearIn). */
export const dateLength = "YYYY-MM-DD".length;
export const yearLength = "YYYY".length;

/** The formats the masked kinds store: (###) ###-#### with area code and exchange from 2, and ###-##-####. */
export const kindPatterns: Partial<Record<Node["kind"], string>> = {
  phone: "^\\([2-9][0-9]{2}\\) [2-9][0-9]{2}-[0-9]{4}$",
  ssn: "^[0-9]{3}-[0-9]{2}-[0-9]{4}$",
};

/** The most characters a key may hold: the question's maxLength, else its kind's default; undefined when no limit applies. */
export function maxLengthOf(node: Node, relative: string): number | undefined {
  switch (node.kind) {
    case "text":
    case "textarea":
      return node.maxLength ?? defaultMaxLength[node.kind];
    case "password":
    case "conditionalSelect":
      return defaultMaxLength.text;
    case "schoolSearch":
      return relative.endsWith("name") ? schoolNameLength : defaultMaxLength.text;
    case "phone":
    case "ssn":
      return kindFormats[node.kind].length;
    case "date":
      return dateLength;
    default:
      return undefined;
  }
}
