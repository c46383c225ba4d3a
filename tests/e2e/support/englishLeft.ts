/**
 * What is left in the default language on a page drawn in another (issue 30: "every visible text
 * is Spanish, checked against the catalogues, no English left"). The texts a page may show come
 * from two places, each written per language: the product's catalogues (engine/words) and the form
 * folder's texts (every `{"en": …, "es": …}` map of its JSON files). A text whose translation
 * differs is the default language's own; shown on the other language's page, it was left
 * untranslated. A sentence in no catalogue (written in code) is found by the words it is made of.
 */
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { type Locale, isLocaleTexts } from "../../../engine/index.ts";
import { wordLocales, wordsFor } from "../../../schema/words.ts";
import { formDir } from "../../../scripts/formDir.ts";

type Json = unknown;

/** Pairs of (default text, its translation) found walking two values of the same shape side by side. */
function pairsOf(first: Json, other: Json, out: [string, string][] = []): [string, string][] {
  if (typeof first === "string" && typeof other === "string") out.push([first, other]);
  else if (first && other && typeof first === "object" && typeof other === "object")
    for (const [key, value] of Object.entries(first)) pairsOf(value, (other as Record<string, Json>)[key], out);
  return out;
}

/** Every text map of the form folder's JSON, as (default text, translation) pairs. */
async function formTextPairs(first: string, other: string): Promise<[string, string][]> {
  const out: [string, string][] = [];
  const walk = (value: Json): void => {
    if (isLocaleTexts(value)) {
      const [a, b] = [value[first], value[other]];
      if (a !== undefined && b !== undefined) out.push([a, b]);
    } else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  const folder = formDir();
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".json") || entry.parentPath.includes("generated") || entry.parentPath.endsWith("meta")) continue;
    walk(JSON.parse(await readFile(join(entry.parentPath, entry.name), "utf8")));
  }
  return out;
}

/** The pieces of a text between its {tokens}, which the page fills with values of either language. */
const pieces = (text: string): string[] =>
  text
    .split(/\{[^}]*\}/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter((p) => /\p{L}/u.test(p));

/**
 * Words that make an English sentence and no Spanish one: a shown text holding two of them is
 * English, whether a catalogue holds it or code wrote it.
 */
const englishWords = new Set(
  "the your you and please this with for not will are is of to be have has was were we our an at by from it its on or that which can must been if any when".split(" "),
);

/** Controls' words a page in English shows alone. */
const englishControls = new Set("back next close cancel save submit continue remove delete add yes open menu loading search clear select choose help upload browse done ok edit".split(" "));

export interface EnglishFinder {
  /** The texts of `shown` that are the default language's, each with why. */
  find(shown: readonly string[]): string[];
}

/**
 * A finder of the default language's texts in what is shown in `other`. `data` are the values a
 * student typed or chose from a data set (names, schools, an e-mail address): shown as they were
 * written, in no language of the product's.
 */
export async function englishFinder(other: Locale, data: readonly string[]): Promise<EnglishFinder> {
  const first = wordLocales.find((l) => l !== other) as Locale;
  const all = [...pairsOf(wordsFor(first), wordsFor(other)), ...(await formTextPairs(first, other))];
  const pairs = all.filter(([a, b]) => a !== b);
  const translated = all.map(([, b]) => b).join("\n");
  // A piece the translation also has (a name, a "{reference}") is no sign of either language.
  const untranslated = [...new Set(pairs.flatMap(([a]) => pieces(a)))].filter((p) => !translated.includes(p));
  const whole = new Set(untranslated);
  const long = untranslated.filter((p) => p.length >= 12);
  // A short value ("A", "12345") is part of many texts; only a longer one names the data in a sentence.
  const isData = (text: string): boolean => data.some((d) => d !== "" && (text === d || (d.length >= 6 && /\p{L}/u.test(d) && text.includes(d))));
  return {
    find(shown) {
      const found: string[] = [];
      for (const text of shown) {
        if (isData(text)) continue;
        const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
        const english = words.filter((w) => englishWords.has(w));
        if (whole.has(text)) found.push(`"${text}": a text of the ${first} catalogues`);
        else if (long.some((p) => text.includes(p))) found.push(`"${text}": holds "${long.find((p) => text.includes(p))}" of the ${first} catalogues`);
        else if (english.length >= 2) found.push(`"${text}": English words ${english.join(", ")}`);
        else if (words.length === 1 && englishControls.has(words[0] ?? "") && text.length <= 10) found.push(`"${text}": an English control's word`);
      }
      return found;
    },
  };
}

/**
 * Every text a reader meets on the page as it is now: each visible text node, and the placeholders,
 * accessible names and titles of visible elements (read aloud, or shown on hover), collapsed. A
 * text marked as another language than the page's (`lang`, such as a language named in itself in
 * the picker) is that language's by intent, and left out.
 */
export function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const add = (text: string | null): void => {
      const collapsed = (text ?? "").replace(/\s+/g, " ").trim();
      if (collapsed) out.add(collapsed);
    };
    const pageLanguage = document.documentElement.lang;
    const inPageLanguage = (element: Element): boolean => (element.closest("[lang]")?.getAttribute("lang") ?? pageLanguage) === pageLanguage;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && parent.checkVisibility({ visibilityProperty: true }) && inPageLanguage(parent) && !parent.closest("script, style, template")) add(node.textContent);
    }
    for (const element of document.body.querySelectorAll("[placeholder], [aria-label], [title], img[alt]")) {
      if (!element.checkVisibility({ visibilityProperty: true }) || !inPageLanguage(element)) continue;
      for (const name of ["placeholder", "aria-label", "title", "alt"]) add(element.getAttribute(name));
    }
    add(document.title);
    return [...out];
  });
}
