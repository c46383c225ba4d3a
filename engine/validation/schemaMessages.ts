/**
 * The account forms' and the uploads' schemas word their messages as texts of the form's locales
 * (`"errorMessage": {"en": "…", "es": "…"}`). Their validators are generated once, from the
 * schemas in the default locale, so each message they report is in it; the table of another locale
 * pairs each with its own text, read from the schemas where both stand side by side.
 */
import { isLocaleTexts } from "../text/localized.ts";
import type { MessageTable } from "./messageTable.ts";

/**
 * The table turning each message of `schemas` in `defaultLocale` into its text in `locale`. One
 * default message translated two ways would leave the validator's message ambiguous: it throws,
 * naming both, so that the author words the two differently in the default locale too.
 */
export function schemaMessageTable(schemas: readonly unknown[], defaultLocale: string, locale: string): MessageTable {
  const table: Record<string, string> = {};
  const add = (text: Readonly<Record<string, string>>): void => {
    const [message, translated] = [text[defaultLocale], text[locale]];
    if (message === undefined || translated === undefined || message === translated) return;
    const seen = table[message];
    if (seen !== undefined && seen !== translated) throw new Error(`the message "${message}" is "${seen}" in "${locale}" in one place and "${translated}" in another: word the two differently in "${defaultLocale}" too`);
    table[message] = translated;
  };
  // Every text under an errorMessage, at any depth (a keyword's, a required property's).
  const messages = (node: unknown): void => {
    if (isLocaleTexts(node)) add(node);
    else if (node && typeof node === "object") Object.values(node).forEach(messages);
  };
  const walk = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    for (const [name, value] of Object.entries(node)) (name === "errorMessage" ? messages : walk)(value);
  };
  schemas.forEach(walk);
  return table;
}
