/**
 * A version of the form as the database keeps it (issue 39): everything a form definition holds
 * but its validators, which are code compiled from it, with every language of its texts. Its id is
 * a hash of its content with object keys in a fixed order, so the same form has the same id however
 * its files order their properties, and any change to a page, an option, a rule or a text (the
 * label in partner.json included) makes another.
 */
import { createHash } from "node:crypto";
import type { FormDefinition } from "../../engine/index.ts";

export type FormSnapshot = Omit<FormDefinition, "validators">;

/** The definition without its validators. */
export function formSnapshot({ pages, optionLists, partner, rules, passwordRules }: FormDefinition | FormSnapshot): FormSnapshot {
  return { pages, optionLists, partner, rules, passwordRules };
}

/** JSON with every object's keys sorted: one text for one content. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The version's id: the SHA-256 of its canonical JSON, in hex. */
export const versionId = (snapshot: FormSnapshot): string => createHash("sha256").update(canonicalJson(snapshot)).digest("hex");

/** The author's label of a version (partner.json formVersion). */
export const versionLabel = (snapshot: FormSnapshot): string => snapshot.partner.formVersion;
