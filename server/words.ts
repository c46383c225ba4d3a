/**
 * The product's words (engine/words) as the server speaks them: a request is answered in the
 * language its browser chose (accounts/locale.ts requestWords), a mail to a student in the
 * account's, and what the office and the logs read in the form's default locale.
 */
import { type Words, interpolate } from "../engine/index.ts";
import { defaultLocale } from "../schema/partner.ts";
import { wordLocales, wordsFor } from "../schema/words.ts";

/**
 * The words of `locale`, one of the form's. schema:check refuses a form declaring a locale the
 * product has no catalogue for (scripts/schema-lint/localeWords.ts), so a miss is a broken build.
 */
export function wordsIn(locale: string): Words {
  if (!wordLocales.includes(locale)) throw new Error(`the product's words are not written in "${locale}"`);
  return wordsFor(locale);
}

/** The words of the form's default locale: the office's language, and the logs'. */
export const officeWords = wordsIn(defaultLocale);

/** A value written in the words it is read in, such as the wait of a refusal (errors.ts params). */
export type InWords = (words: Words) => string;

/** A wait of `ms`, in whole minutes rounded up (at least one), in the reader's words. */
export const minutesToWait =
  (ms: number): InWords =>
  (words) => {
    const n = Math.max(1, Math.ceil(ms / 60_000));
    return n === 1 ? words.waitTimes.oneMinute : interpolate(words.waitTimes.minutes, { n });
  };
