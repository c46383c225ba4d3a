/**
 * The product's own words: what the shell, the inputs and the server say in every form (a form's
 * own texts are in its folder). One JSON catalogue a language (en.json, es.json), each with every
 * entry of the default one; {name} marks a value filled in where the text is used. A form folder
 * adds a language or rewords an entry with words/<locale>.json (catalogue.ts merges them), and
 * schema/meta/words.schema.json, generated from en.json and notes.json, checks every such file.
 */
import en from "./en.json" with { type: "json" };
import es from "./es.json" with { type: "json" };

/** The product's words in one language: every catalogue has this shape (the file's editor hint aside). */
export type Words = Omit<typeof en, "$schema">;

/** A language tag (BCP 47) of a catalogue: the product's or a form folder's. */
export type Locale = string;

/** The catalogues the product ships, by language tag; a form folder may add others. */
export const productCatalogues: Readonly<Record<Locale, Words>> = { en, es: es satisfies Words };

/** The language the product's words are first written in: the reference every other catalogue is checked against. */
export const referenceLocale: Locale = "en";

/** The reference catalogue: every other one holds its entries, and a form's catalogue falls back on it entry by entry. */
export const referenceWords: Words = en;
