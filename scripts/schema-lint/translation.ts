/**
 * The translator's report (`npm run -s schema:check -- --locale fr`): every text of a form folder
 * left to translate into one language, in one pass, where it stands. A text is left when it has no
 * text in that language, or one that reads as the default language's does: copied and not yet
 * translated, unless the language's catalogue marks it as meant to read the same (a name, "Email":
 * words/<locale>.json `$meantToBeTheSame`, a list of the default language's texts). The texts are
 * the form's (every map of locales in the folder's files), and the product's own words as the form
 * speaks them (engine/words with the folder's words/ over them).
 */
import { type FolderWords, catalogueOf, entriesOf, isLocaleTexts, productCatalogues, writtenCatalogue } from "../../engine/index.ts";
import { type LoadedSchema, type SchemaFile, allFiles } from "./load.ts";
import { declaredLocales } from "./localeTexts.ts";
import { pointerFrom } from "./locate.ts";
import type { Finding } from "./problem.ts";

/** The catalogue's list of the default language's texts meant to read the same in its own. */
export const sameMark = "$meantToBeTheSame";

const hasLetters = (text: string): boolean => /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ""));

/** The texts `locale` marks as meant to read as the default language's: the product's catalogue's list and the folder's. */
export function meantToBeTheSame(locale: string, folder: FolderWords): ReadonlySet<string> {
  const listOf = (catalogue: unknown): string[] => {
    const list = catalogue && typeof catalogue === "object" ? (catalogue as Record<string, unknown>)[sameMark] : undefined;
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
  };
  return new Set([...listOf(Object.hasOwn(productCatalogues, locale) ? productCatalogues[locale] : undefined), ...listOf(Object.hasOwn(folder, locale) ? folder[locale] : undefined)]);
}

/** Each map of locales in a file, by its pointer. */
function textMaps(file: SchemaFile): { pointer: string; texts: Record<string, string> }[] {
  const found: { pointer: string; texts: Record<string, string> }[] = [];
  const walk = (value: unknown, segments: string[]): void => {
    if (isLocaleTexts(value)) found.push({ pointer: pointerFrom(segments), texts: value });
    else if (value && typeof value === "object") for (const [key, inner] of Object.entries(value)) walk(inner, [...segments, key]);
  };
  walk(file.json, []);
  return found;
}

/** The default language's text, quoted for the translator. */
const quoted = (text: string): string => JSON.stringify(text.length > 120 ? `${text.slice(0, 117)}...` : text);

/** Every text of the form folder left to translate into `locale`, each where it stands (a missing catalogue entry where its file would hold it). */
export function untranslatedTexts(schema: LoadedSchema, locale: string): Finding[] {
  const first = declaredLocales(schema.partner)[0] ?? "en";
  const folder: FolderWords = schema.definition.words ?? {};
  const same = meantToBeTheSame(locale, folder);
  const copied = (text: string): boolean => hasLetters(text) && !same.has(text);
  const mark = `or, if it is meant to read the same, list it in words/${locale}.json "${sameMark}"`;

  const formTexts = allFiles(schema)
    .filter((file) => !file.path.startsWith("meta/") && !file.path.startsWith("words/"))
    .flatMap((file) =>
      textMaps(file).flatMap(({ pointer, texts }): Finding[] => {
        const original = texts[first];
        if (original === undefined) return [];
        const given = texts[locale];
        if (given === undefined) return [{ file: file.path, pointer, message: `no "${locale}" text for ${quoted(original)}` }];
        return given === original && copied(original) ? [{ file: file.path, pointer, message: `the "${locale}" text is the "${first}" one, ${quoted(original)}: translate it, ${mark}` }] : [];
      }),
    );

  const file = `words/${locale}.json`;
  const loaded = schema.words.find((f) => f.path === file);
  const written = entriesOf(writtenCatalogue(locale, folder));
  const shown = entriesOf(catalogueOf(first, folder));
  const where = (path: string): string => {
    const segments: string[] = [];
    let at: unknown = loaded?.json;
    for (const key of path.split(".")) {
      if (!at || typeof at !== "object" || !Object.hasOwn(at, key)) break;
      at = (at as Record<string, unknown>)[key];
      segments.push(key);
    }
    return pointerFrom(segments);
  };
  const productWords = [...shown].flatMap(([path, original]): Finding[] => {
    if (path === "locale" || typeof original !== "string") return [];
    const given = written.get(path);
    if (typeof given !== "string" || !given.trim()) return [{ file, pointer: where(path), message: `no "${locale}" text for the product's "${path}", ${quoted(original)}` }];
    return given === original && copied(original) && locale !== first ? [{ file, pointer: where(path), message: `the "${locale}" text of the product's "${path}" is the "${first}" one, ${quoted(original)}: translate it, ${mark}` }] : [];
  });
  const listed = loaded && Array.isArray(loaded.json[sameMark]) ? (loaded.json[sameMark] as unknown[]) : [];
  const readSame = new Set([
    ...allFiles(schema).flatMap((f) => textMaps(f).flatMap(({ texts }) => (texts[first] !== undefined && texts[first] === texts[locale] ? [texts[first]] : []))),
    ...[...shown].flatMap(([path, original]) => (written.get(path) === original ? [String(original)] : [])),
  ]);
  const stale = listed.flatMap((text, i): Finding[] =>
    typeof text === "string" && !readSame.has(text) ? [{ file, pointer: `/${sameMark}/${i}`, message: `no text reads ${quoted(text)} in both "${first}" and "${locale}": remove it from this list` }] : [],
  );
  return locale === first ? [] : [...formTexts, ...productWords, ...stale];
}
