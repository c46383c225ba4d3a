/**
 * A catalogue as entries (path → text), and a form's catalogue made of the product's and the form
 * folder's (words/<locale>.json): the folder's entries over the product's in that language, over
 * the reference's. A folder's file may reword a few entries of a language the product speaks, or
 * write a whole language the product does not; schema:check refuses one that leaves an entry
 * unwritten (catalogueProblems), so the reference's words under a form's never show in a sound form.
 */
import { placeholders } from "../text/interpolate.ts";
import { type Locale, type Words, productCatalogues, referenceWords } from "./index.ts";

/** A catalogue as a form folder writes it: any of the entries, nested as in the reference, and the file's notes (a `$` list of texts among them). */
export type WordsOverride = { readonly [key: string]: string | readonly string[] | WordsOverride };

/** The catalogues a form folder writes (words/<locale>.json), by language tag. */
export type FolderWords = Readonly<Record<Locale, WordsOverride>>;


/** Each text of a catalogue by its path ("form.saveAndContinue"). */
export function entriesOf(tree: unknown, path = ""): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (!tree || typeof tree !== "object" || Array.isArray(tree)) return found;
  for (const [key, value] of Object.entries(tree)) {
    // The file's own keys ($schema, $comment, $meantToBeTheSame) are notes to editors and translators, never words the product shows.
    if (!path && key.startsWith("$")) continue;
    const at = path ? `${path}.${key}` : key;
    if (value && typeof value === "object" && !Array.isArray(value)) for (const [inner, text] of entriesOf(value, at)) found.set(inner, text);
    else found.set(at, value);
  }
  return found;
}

function merged(base: unknown, over: unknown): unknown {
  if (!over || typeof over !== "object" || Array.isArray(over)) return typeof over === "string" ? over : base;
  if (!base || typeof base !== "object") return base;
  return Object.fromEntries(Object.entries(base).map(([key, value]) => [key, Object.hasOwn(over, key) ? merged(value, (over as Record<string, unknown>)[key]) : value]));
}

/**
 * The words of `locale` in a form whose folder writes `folder`: its entries over the product's in
 * that language over the reference's, each entry taken from the first that writes it as a text
 * (an entry the reference lacks is no word of the product, so it is dropped). The catalogue's
 * `locale` is the language it was asked for, which Intl formats dates and lists in.
 */
export function catalogueOf(locale: Locale, folder: FolderWords = {}): Words {
  const product = Object.hasOwn(productCatalogues, locale) ? productCatalogues[locale] : undefined;
  const own = Object.hasOwn(folder, locale) ? folder[locale] : undefined;
  return { ...(merged(merged(referenceWords, product), own) as Words), locale };
}

/** The languages a form can be drawn in: the product's and its folder's. */
export const cataloguedLocales = (folder: FolderWords = {}): Locale[] => [...new Set([...Object.keys(productCatalogues), ...Object.keys(folder)])];

/** What a catalogue leaves wrong against the reference, each at an entry's path. */
export interface CatalogueProblem {
  readonly path: string;
  readonly kind: "missing" | "empty" | "placeholders";
  readonly message: string;
}

/**
 * Every entry of the reference that `catalogue` (the whole of one language, product and folder
 * merged as written, with no fallback) leaves unwritten or empty, or writes with other {names}
 * than the reference's, which would show as typed or lose a value. The shape (an unknown entry, a
 * text that is no string) is the meta-schema's to name, at the file's line.
 */
export function catalogueProblems(catalogue: unknown): CatalogueProblem[] {
  const own = entriesOf(catalogue);
  return [...entriesOf(referenceWords)].flatMap(([path, text]): CatalogueProblem[] => {
    if (path === "locale") return [];
    const given = own.get(path);
    if (typeof given !== "string") return [{ path, kind: "missing", message: `no text for "${path}" (${JSON.stringify(text)} in the reference)` }];
    if (!given.trim()) return [{ path, kind: "empty", message: `the text of "${path}" is empty` }];
    const want = placeholders(String(text)).sort();
    const got = placeholders(given).sort();
    return JSON.stringify(want) === JSON.stringify(got)
      ? []
      : [{ path, kind: "placeholders", message: `"${path}" fills in ${got.map((n) => `{${n}}`).join(", ") || "nothing"} where the reference fills in ${want.map((n) => `{${n}}`).join(", ") || "nothing"}` }];
  });
}

/** The catalogue of `locale` as written, before any fallback: the product's entries under the folder's. */
export function writtenCatalogue(locale: Locale, folder: FolderWords = {}): unknown {
  const product = Object.hasOwn(productCatalogues, locale) ? productCatalogues[locale] : {};
  const own = Object.hasOwn(folder, locale) ? folder[locale] : {};
  return overlay(product, own);
}

/** `over`'s entries over `base`'s, keeping entries either writes (unlike `merged`, which keeps the reference's shape). */
function overlay(base: unknown, over: unknown): unknown {
  if (!over || typeof over !== "object" || Array.isArray(over)) return over ?? base;
  const start = base && typeof base === "object" && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
  const out: Record<string, unknown> = { ...start };
  for (const [key, value] of Object.entries(over)) out[key] = overlay(start[key], value);
  return out;
}
