import { type FolderWords, catalogueProblems, cataloguedLocales, productCatalogues, referenceLocale, writtenCatalogue } from "../../engine/index.ts";
import { wordFileLocale } from "../schemaSource.ts";
import type { LoadedSchema, SchemaFile } from "./load.ts";
import { declaredLocales } from "./localeTexts.ts";
import { pointerFrom } from "./locate.ts";
import type { Finding } from "./problem.ts";

/** The deepest object of `json` on an entry's path: where a missing entry would be written. */
function nearestPointer(json: unknown, path: string): string {
  const segments: string[] = [];
  let at = json;
  for (const key of path.split(".").slice(0, -1)) {
    if (!at || typeof at !== "object" || !Object.hasOwn(at, key)) break;
    at = (at as Record<string, unknown>)[key];
    segments.push(key);
  }
  return pointerFrom(segments);
}

/**
 * Each locale the form declares needs the product's own words in it (engine/words, with the form
 * folder's words/<locale>.json over them): the buttons, notices and messages around the form's
 * texts. A language the product does not speak needs the folder's file, with every entry written;
 * one it does may be reworded entry by entry. An entry left unwritten would show the reference
 * language's words on the form's pages, so each is named, where the file would write it; as is a
 * file for a language the form does not declare, which no page would show.
 */
export function checkLocaleWords(schema: LoadedSchema): Finding[] {
  const declared = declaredLocales(schema.partner);
  const folder: FolderWords = schema.definition.words ?? {};
  const known = cataloguedLocales(folder);
  const fileOf = new Map(schema.words.map((file) => [wordFileLocale(file.path), file]));
  const undeclared = schema.words.flatMap((file): Finding[] =>
    declared.includes(wordFileLocale(file.path))
      ? []
      : [{ file: file.path, pointer: "", message: `partner.json does not declare "${wordFileLocale(file.path)}" in its locales, so no page shows these words: add it there, or remove this file` }],
  );
  const misnamed = schema.words.flatMap((file): Finding[] =>
    file.json.locale === undefined || file.json.locale === wordFileLocale(file.path)
      ? []
      : [{ file: file.path, pointer: "/locale", message: `this file is words/${wordFileLocale(file.path)}.json, so its locale is "${wordFileLocale(file.path)}": write that, or leave "locale" out` }],
  );
  const perLocale = declared.flatMap((locale, i): Finding[] => {
    if (!known.includes(locale))
      return [
        {
          file: schema.partner.path,
          pointer: `/locales/${i}`,
          message: `the product's own words are not written in "${locale}" (the product has ${Object.keys(productCatalogues).join(", ")}): add words/${locale}.json with every entry of engine/words/${referenceLocale}.json in that language (npm run -s schema:check -- --locale ${locale} lists them)`,
        },
      ];
    const file: SchemaFile | undefined = fileOf.get(locale);
    if (!file) return [];
    return catalogueProblems(writtenCatalogue(locale, folder)).map(({ path, message }) => ({ file: file.path, pointer: nearestPointer(file.json, path), message: `${message}: write it in "${locale}"` }));
  });
  return [...undeclared, ...misnamed, ...perLocale];
}
