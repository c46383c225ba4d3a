/**
 * The product's words as this form speaks them: the product's catalogues (engine/words) with the
 * form folder's words/<locale>.json over them, a language the folder adds included. The shell's
 * header loads this file first, so it reads the catalogue module alone, not the engine's index.
 */
import { type FolderWords, catalogueOf, cataloguedLocales } from "../engine/words/catalogue.ts";
import type { Locale, Words } from "../engine/words/index.ts";
import folderWords from "./generated/form/words.ts";

/** The folder's own catalogues, by language: what the engine merges when it compiles the form. */
export const formWords: FolderWords = folderWords;

/** Every language the product's words are written in for this form. */
export const wordLocales: readonly Locale[] = cataloguedLocales(formWords);

const made = new Map<Locale, Words>();

/** The product's words in `locale`, one of wordLocales (made once each). */
export function wordsFor(locale: Locale): Words {
  let words = made.get(locale);
  if (!words) made.set(locale, (words = catalogueOf(locale, formWords)));
  return words;
}
