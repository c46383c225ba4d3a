/**
 * The answers' validators are generated once, from the data model of the form's default locale
 * (schema:build), so every message they report is in that locale. A form compiled for another
 * locale carries a table that turns each into its own: the data model of the form compiled in that
 * locale has the same rules at the same places, only worded in it, so reading the two models place
 * by place pairs each default message with its translation.
 */
import type { FormDefinition } from "../types.ts";
import { compileForm } from "../form/compileForm.ts";
import { defaultLocales } from "../text/localized.ts";
import { answerSchema } from "./answerSchema.ts";
import type { MessageTable } from "../validation/messageTable.ts";

type Schema = Record<string, unknown>;

/** A message of the data model: the answer key and the ajv keyword it is reported for, and where it is written. */
interface Worded {
  readonly place: string;
  readonly pointer: string;
  readonly message: string;
}

const isSchema = (value: unknown): value is Schema => typeof value === "object" && value !== null;
const segment = (name: string): string => `/${name.replaceAll("~", "~0").replaceAll("/", "~1")}`;

/**
 * Every message of a data model with its place, in the model's order. A property's rules are read
 * through its `$ref`, so a definition several keys share (schema:build's shareAlike, which may share
 * differently in each locale) gives each key its messages; the definitions are not read on their own.
 */
function wordedMessages(model: Schema): Worded[] {
  const definitions = isSchema(model.definitions) ? model.definitions : {};
  const out: Worded[] = [];
  const add = (key: string, keyword: string, message: unknown, pointer: string): void => {
    if (typeof message !== "string") throw new Error(`the data model words its message at ${pointer} other than as one text per keyword`);
    out.push({ place: `${key} ${keyword}`, pointer, message });
  };
  const walk = (node: unknown, pointer: string, key: string, following: readonly string[]): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${pointer}/${i}`, key, following));
    if (!isSchema(node)) return;
    for (const [name, value] of Object.entries(node)) {
      const at = `${pointer}${segment(name)}`;
      if (name === "definitions") continue;
      if (name === "$ref" && typeof value === "string") {
        const target = value.split("/").pop() ?? "";
        // A definition that refers back to itself would be read forever.
        if (!following.includes(target)) walk(definitions[target], `/definitions${segment(target)}`, key, [...following, target]);
      } else if (name === "properties" && isSchema(value)) {
        for (const [property, schema] of Object.entries(value)) walk(schema, `${at}${segment(property)}`, property, following);
      } else if (name === "errorMessage") {
        if (!isSchema(value)) throw new Error(`the data model words its message at ${at} other than as one text per keyword`);
        for (const [keyword, message] of Object.entries(value)) {
          // `required` is worded per missing key; every other keyword for the key the schema stands for.
          if (keyword === "required" && isSchema(message)) for (const [missing, text] of Object.entries(message)) add(missing, keyword, text, `${at}/required${segment(missing)}`);
          else add(key, keyword, message, `${at}${segment(keyword)}`);
        }
      } else walk(value, at, key, following);
    }
  };
  walk(model, "", "", []);
  return out;
}

/** Messages by place, in order: a place may hold several (a key required while shown and by a rule of rules.json). */
function byPlace(model: Schema): Map<string, Worded[]> {
  const places = new Map<string, Worded[]>();
  for (const worded of wordedMessages(model)) places.set(worded.place, [...(places.get(worded.place) ?? []), worded]);
  return places;
}

/**
 * The table that turns the messages of `defaults` (the data model of the default locale) into those
 * of `translated` (the same form's data model in `locale`). Throws when the two models do not have
 * the same rules, or when one default message at one place has two translations, naming both.
 */
export function messageTable(defaults: Schema, translated: Schema, locale: string): MessageTable {
  const theirs = byPlace(translated);
  // Per default message, its translation at each place.
  const pairs = new Map<string, Map<string, { text: string; pointer: string }>>();
  for (const [place, ours] of byPlace(defaults)) {
    const their = theirs.get(place) ?? [];
    const [key, keyword] = place.split(" ");
    const named = `${key} (${keyword})`;
    if (their.length !== ours.length) throw new Error(`the data model in "${locale}" words ${their.length} message(s) for ${named}, the default locale's ${ours.length}`);
    ours.forEach(({ message }, i) => {
      const { message: text, pointer } = their[i] ?? { message, pointer: "" };
      const at = pairs.get(message) ?? new Map<string, { text: string; pointer: string }>();
      const seen = at.get(place);
      if (seen && seen.text !== text)
        throw new Error(
          `the message "${message}" for ${named} is "${seen.text}" in "${locale}" at ${seen.pointer} of its data model, but "${text}" at ${pointer}: word the two differently in the default locale too`,
        );
      at.set(place, { text, pointer });
      pairs.set(message, at);
    });
  }
  const table: Record<string, string | Record<string, string>> = {};
  for (const [message, at] of pairs) {
    const texts = new Set([...at.values()].map((t) => t.text));
    const [only] = texts;
    if (texts.size === 1 && only !== undefined) {
      if (only !== message) table[message] = only;
    } else table[message] = Object.fromEntries([...at].map(([place, { text }]) => [place, text]));
  }
  return table;
}

/**
 * The table of each locale the form declares besides its first (the default, which the validators
 * speak already), by locale: what schema:build writes beside the validators.
 */
export function localeMessageTables(authored: FormDefinition): Record<string, MessageTable> {
  const [first, ...others] = authored.partner.locales ?? defaultLocales;
  if (others.length === 0) return {};
  const defaults = answerSchema(compileForm(authored, { locale: first }));
  return Object.fromEntries(others.map((locale) => [locale, messageTable(defaults, answerSchema(compileForm(authored, { locale })), locale)]));
}
