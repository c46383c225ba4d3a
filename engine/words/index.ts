import { en, type Words } from "./en.ts";
import { es } from "./es.ts";

export type { Words };

/** Every language the product speaks, by its BCP 47 tag, each with the whole catalogue. */
export const catalogues = { en, es } satisfies Record<string, Words>;

export type Locale = keyof typeof catalogues;

/** The language of a page before anyone chose one. */
export const defaultLocale: Locale = "en";

/** The product's words in `locale`. */
export const wordsFor = (locale: Locale): Words => catalogues[locale];
