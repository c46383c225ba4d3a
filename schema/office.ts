/** Every word of the admissions office's console (/staff): app/office/ reads them from here, never from JSX. */
import office from "./generated/form/office.ts";

/** The catalogue, typed from the file itself; schema:check holds the file to meta/office.schema.json. */
export type OfficeTexts = Omit<typeof office, "$schema">;

export const officeTexts: OfficeTexts = office;

/**
 * What each text of the console is filled with, by section and name; schema:check refuses any
 * other {name} (scripts/schema-lint/officeTokens.ts). A text not named here takes none.
 */
export const officeFillIns = {
  header: { signedInAs: ["username", "role"] },
  idle: { signedOut: ["minutes"] },
  list: { total: ["total"], pageOf: ["page", "pages"] },
  application: { documentLink: ["name", "fileName"], documentNotReady: ["name", "fileName", "state"] },
} as const satisfies Partial<Record<keyof OfficeTexts, Record<string, readonly string[]>>>;
