/**
 * Localized texts: a text an author writes is a string (the text of the form's default locale) or
 * an object with one text per locale the form declares (`{"en": "Date of Birth", "es": "Fecha de
 * nacimiento"}`). compileForm resolves every one to the chosen locale's string, so what comes after
 * it (renderer, app, server, data model) reads plain strings.
 */

/** The locale codes the meta-schemas accept as a text's keys (BCP 47: en, es, pt-BR). */
const localePattern = /^[a-z]{2,3}(-[A-Z][A-Za-z0-9]{1,7})?$/;

/** A form that declares no `locales` is written in English. */
export const defaultLocales: readonly string[] = ["en"];

/** One text per locale. */
type LocaleTexts = { readonly [locale: string]: string };

/**
 * Properties of the format whose value is a map of strings that is not a text: an address's or a
 * school search's option lists by country (`{"USA": "statesUs"}`). Such a map has a text's shape,
 * and a country's value may look like a locale ("ca"), so they are passed over by name.
 */
type NotText = "stateOptions";
const notTexts: ReadonlySet<string> = new Set<NotText>(["stateOptions"]);

/**
 * A type with every localized text resolved to a string. A text's map is told from other objects by
 * being exactly `{ [locale]: string }`: a type with named properties (links, messages) is not one.
 * Arrays and tuples map element by element (a mapped type keeps a tuple a tuple).
 */
export type Resolved<T> = unknown extends T
  ? T
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends LocaleTexts
      ? LocaleTexts extends T
        ? string
        : { [K in keyof T]: K extends NotText ? T[K] : Resolved<T[K]> }
      : { [K in keyof T]: K extends NotText ? T[K] : Resolved<T[K]> };

/**
 * Whether a value is a text's map of locales: an object whose keys are all locale codes and whose
 * values are all strings. No other object of the format is one (its keys are names such as `label`
 * or `safetyReport`, and a condition's `all`/`any`/`not` hold no string), and schema:check refuses
 * a text map with a key that is not a declared locale.
 */
export function isLocaleTexts(value: unknown): value is LocaleTexts {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([k, v]) => localePattern.test(k) && typeof v === "string");
}

/**
 * The value with every text's map replaced by its text in `locale`. A map without that locale is an
 * error naming where it stands (schema:check refuses such a form, so this only meets a form it was
 * not run on): showing the default locale's text instead would show a reader a language they did
 * not choose. A plain string stays as it is: it is the text of the only locale, or schema:check has
 * named it. A part with no map in it is returned as it is, not copied: a form of plain strings
 * compiles to the very objects it was written as.
 */
export function resolveTexts<T>(value: T, locale: string, at = ""): Resolved<T> {
  if (!value || typeof value !== "object") return value as Resolved<T>;
  if (isLocaleTexts(value)) {
    const text = value[locale];
    if (text === undefined) throw new Error(`${at || "/"}: no "${locale}" text`);
    return text as Resolved<T>;
  }
  const segment = (k: string): string => `${at}/${k.replaceAll("~", "~0").replaceAll("/", "~1")}`;
  if (Array.isArray(value)) {
    const items = value.map((v: unknown, i) => resolveTexts(v, locale, segment(String(i))));
    return (items.every((v, i) => v === value[i]) ? value : items) as Resolved<T>;
  }
  const entries = Object.entries(value);
  const resolved = entries.map(([k, v]) => [k, notTexts.has(k) ? v : resolveTexts(v, locale, segment(k))] as const);
  return (resolved.every(([, v], i) => v === entries[i]?.[1]) ? value : Object.fromEntries(resolved)) as Resolved<T>;
}

/** One text in `locale`: a plain string as it is, a map's text in that locale (resolveTexts). */
export const textIn = (text: string | LocaleTexts, locale: string): string => resolveTexts<string | LocaleTexts>(text, locale) as string;
