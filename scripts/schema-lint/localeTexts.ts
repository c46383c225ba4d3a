import type { KeywordDefinition } from "ajv";
import { defaultLocales, isLocaleTexts } from "../../engine/index.ts";
import type { SchemaFile } from "./load.ts";

/**
 * The keyword schema:check adds to the meta-schemas' text type (page.schema.json's LocalizedText,
 * the definition titled so): every text is checked against the locales the form declares in
 * partner.json. Editors validate the meta-schemas as written and see only the text's shape.
 */
export const localeTextsKeyword = "localeTexts";

/** The locales partner.json declares, or the default when it declares none (a malformed list is the meta-schema's to name). */
export function declaredLocales(partner: SchemaFile): readonly string[] {
  const locales = partner.json.locales;
  return Array.isArray(locales) && locales.length > 0 && locales.every((l) => typeof l === "string") ? (locales as string[]) : defaultLocales;
}

/** The meta-schemas with the keyword on their text type: copies, the files' own values untouched. */
export function withLocaleCheck(meta: readonly SchemaFile[]): Record<string, unknown>[] {
  return meta.map((m) => {
    const copy = structuredClone(m.json);
    for (const definition of Object.values((copy.definitions ?? {}) as Record<string, Record<string, unknown>>)) {
      if (definition.title === "LocalizedText") definition[localeTextsKeyword] = true;
    }
    return copy;
  });
}

/** The start of the sentence that names a plain text in a form of several locales: what a tool that gives such texts their maps looks for. */
const plainTextSentence = "a plain text, where the form declares";

/** Whether a problem schema:check names is a plain text where the form declares several locales. */
export const isPlainTextProblem = (message: string): boolean => message.startsWith(plainTextSentence);

export interface LocaleError {
  keyword: string;
  message: string;
  /** The key of the text's map the error is about, when it is one. */
  params: { locale?: string };
}

/**
 * A text against the declared locales. A map must have a text for each and no other key; a plain
 * string is the default locale's text, so it is refused once the form has more than one locale (it
 * would show the default language to every reader).
 */
export function localeTextErrors(locales: readonly string[], text: unknown): LocaleError[] {
  const error = (message: string, locale?: string): LocaleError => ({ keyword: localeTextsKeyword, message, params: locale ? { locale } : {} });
  if (typeof text === "string") {
    return locales.length > 1 ? [error(`${plainTextSentence} ${locales.join(", ")}: give one text per locale (${locales.map((l) => `"${l}": …`).join(", ")})`)] : [];
  }
  if (!isLocaleTexts(text)) return []; // not a map of texts: the text type's own keywords name it
  return [
    ...locales.filter((l) => text[l] === undefined).map((l) => error(`no "${l}" text`)),
    ...Object.keys(text)
      .filter((l) => !locales.includes(l))
      .map((l) => error(`"${l}" is not a locale of the form: partner.json declares ${locales.join(", ")}`, l)),
  ];
}

/** The keyword that checks each text of the meta-schemas' text type against the declared locales (localeTextErrors). */
export function localeTexts(locales: readonly string[]): KeywordDefinition {
  const errorsOf = (text: unknown): LocaleError[] => localeTextErrors(locales, text);
  const validate = (_schema: unknown, text: unknown): boolean => {
    const errors = errorsOf(text);
    validate.errors = errors;
    return errors.length === 0;
  };
  validate.errors = [] as LocaleError[];
  return { keyword: localeTextsKeyword, schemaType: "boolean", errors: true, validate };
}
