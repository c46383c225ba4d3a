import { type Words, defaultLocale, wordsFor } from "../engine/index.ts";

/**
 * The product's words (engine/words) in the language the pages are shown in: `useWords` in a
 * component, `wordsNow` in what a press or a response runs. Pages are shown in the default
 * language until a student can choose one (issue 30's language picker); this file is where the
 * choice will be read.
 */
export const useWords = (): Words => wordsFor(defaultLocale);

export const wordsNow = (): Words => wordsFor(defaultLocale);
