/**
 * A form folder in the pseudo-locale as well (issue 40): a copy in which every text of the form has
 * a pseudo text (tests/support/pseudoLocale.ts) in one more locale, the last the form declares, and
 * the product's words are written in it too (words/<locale>.json). A walk through the copy in that
 * locale shows every text that did not come from a catalogue, since it lacks the brackets.
 */
import { cp, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { defaultLocales, isLocaleTexts, referenceLocale, referenceWords, resolveTexts } from "../../engine/index.ts";
import { checkSchema } from "../../scripts/schema-check.ts";
import { pointerSegments } from "../../scripts/schema-lint/locate.ts";
import { isPlainTextProblem } from "../../scripts/schema-lint/localeTexts.ts";
import { pseudo, pseudoCatalogue } from "./pseudoLocale.ts";

/**
 * Texts of the form that are values a program reads, not words a person reads: in the pseudo-locale
 * they keep the default locale's text. By file, the pointers of such texts.
 */
const notWords: Readonly<Record<string, readonly string[]>> = {
  "receipt.json": [
    // The BCP 47 tag Intl writes submission times in: a pseudo text is no tag (Intl throws on it).
    "/timeFormat/locale",
    // The PDF download's file name: brackets and padding after ".pdf" would take its extension away.
    "/pdf/fileName",
  ],
};

/** The text `locale` gets for the default locale's `text` at `pointer` of `file`. */
const pseudoText = (file: string, pointer: string, text: string): string => (notWords[file]?.includes(pointer) ? text : pseudo(text));

/** Folders of a form folder that hold no texts of the form: the meta-schemas describe texts, and words/ holds the product's catalogues. */
const textless = ["meta", "words"];

/** What schema:build writes into a form folder: made anew from the copy, never copied. */
const generated = "generated";

async function readJson(path: string): Promise<unknown> {
  return JSON.parse(await readFile(path, "utf8"));
}

async function writeJson(path: string, value: unknown): Promise<void> {
  await writeFile(path, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Gives each text map of `json` (file `file`) its `locale` text from the `main` locale's. A map is
 * a text where the engine resolves it to one (resolveTexts): an address's option lists by country
 * have a text's shape and are none. Returns whether it gave any.
 */
function addPseudoTexts(json: unknown, file: string, main: string, locale: string): boolean {
  let added = false;
  const walk = (raw: unknown, resolved: unknown, pointer: string): void => {
    if (isLocaleTexts(raw) && typeof resolved === "string") {
      (raw as Record<string, string>)[locale] = pseudoText(file, pointer, resolved);
      added = true;
    } else if (raw && typeof raw === "object" && resolved && typeof resolved === "object") {
      for (const [key, value] of Object.entries(raw)) walk(value, (resolved as Record<string, unknown>)[key], `${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`);
    }
  };
  walk(json, resolveTexts(json, main), "");
  return added;
}

/** The JSON files of a form folder that may hold texts, by path relative to it (with "/"). */
async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".json"))
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join("/"))
    .filter((path) => !textless.includes(path.split("/")[0] ?? ""))
    .sort();
}

/**
 * Copies the form folder `from` to `to` with `locale` added after the locales it declares: every
 * text of the form gets a pseudo text in `locale`, made from the text of its default locale (the
 * first declared), and words/<locale>.json is the catalogue `words` (the product's reference
 * catalogue unless given) in pseudo texts. In a form of one locale the texts are plain strings;
 * they become maps of the two, found as schema:check names them (no text is guessed from its
 * place). Everything else is copied as it is, but for what schema:build generates.
 */
export async function pseudoFormCopy(from: string, to: string, locale = "xx", words: unknown = referenceWords): Promise<void> {
  await cp(from, to, { recursive: true, filter: (path) => relative(from, path) !== generated });
  const partner = (await readJson(join(to, "partner.json"))) as { locales?: string[] };
  const locales = partner.locales ?? defaultLocales;
  if (locales.includes(locale)) throw new Error(`${from} already declares "${locale}"`);
  const main = locales[0] ?? referenceLocale;
  for (const file of await textFiles(to)) {
    const json = file === "partner.json" ? partner : await readJson(join(to, file));
    if (file === "partner.json") partner.locales = [...locales, locale];
    if (addPseudoTexts(json, file, main, locale) || file === "partner.json") await writeJson(join(to, file), json);
  }

  const plain = (await checkSchema(to)).filter((p) => isPlainTextProblem(p.message));
  for (const file of new Set(plain.map((p) => p.file))) {
    const json = await readJson(join(to, file));
    for (const { pointer } of plain.filter((p) => p.file === file)) {
      const segments = pointerSegments(pointer);
      const last = segments.pop() ?? "";
      const holder = segments.reduce<unknown>((v, s) => (v as Record<string, unknown>)[s], json) as Record<string, unknown>;
      const text = holder[last] as string;
      holder[last] = { [main]: text, [locale]: pseudoText(file, pointer, text) };
    }
    await writeJson(join(to, file), json);
  }

  await mkdir(join(to, "words"), { recursive: true });
  await writeJson(join(to, "words", `${locale}.json`), pseudoCatalogue(words, locale));
}
