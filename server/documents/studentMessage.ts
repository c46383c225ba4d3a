/**
 * A document's refusal or failed conversion in the language of the student who reads it. What is
 * stored, and what the converter and the upload schema's validator say, is in the office's
 * language (the form's default): each such sentence is a catalogue entry (engine/words
 * `documents`, `errors.uploadNotFound`) or one of the upload schema's messages, so it is found by
 * its default text and worded in the reader's, as the validators' messages are (messageTable.ts).
 * A sentence of neither kind (stored before it was one) stays as it was written.
 */
import { type Words, translateMessage } from "../../engine/index.ts";
import { formIn } from "../form.ts";
import { officeWords, wordsIn } from "../words.ts";

/** The catalogue entries a stored sentence may be, by their text in the office's language. */
const entries = new Map<string, (words: Words) => string>([
  ...Object.entries(officeWords.documents).map(([key, text]) => [text, (words: Words) => words.documents[key as keyof Words["documents"]]] as const),
  [officeWords.errors.uploadNotFound, (words: Words) => words.errors.uploadNotFound],
]);

/** `message`, a document's refusal in the office's language, in `locale` (one of the form's). */
export function documentMessageIn(message: string, locale: string): string {
  const entry = entries.get(message);
  if (entry) return entry(wordsIn(locale));
  return translateMessage(formIn(locale).formMessages ?? {}, message, "", "");
}
