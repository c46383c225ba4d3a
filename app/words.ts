import type { Words } from "../engine/index.ts";
import { wordsFor } from "../schema/words.ts";
import { pageLocale } from "./locale.ts";

/**
 * The product's words (engine/words) in the language the page is drawn in (locale.ts): `useWords`
 * in a component, `wordsNow` in what a press or a response runs.
 */
export const useWords = (): Words => wordsFor(pageLocale);

export const wordsNow = (): Words => wordsFor(pageLocale);
