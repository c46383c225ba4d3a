import { defaultLocale, wordsFor } from "../../engine/index.ts";

/** The product's words the tests look for: the catalogue of the language pages are shown in by default. */
export const words = wordsFor(defaultLocale);
