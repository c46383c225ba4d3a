/**
 * A message the server stored for a student (a document turned away, a conversion or the
 * application's PDF that failed) in the language of the student who reads it. What is stored, and
 * what the converter and the upload schema's validator say, is in the office's language (the
 * form's default): each such sentence is a catalogue entry (engine/words `documents`, `pdf`,
 * `errors.uploadNotFound`) or one of the upload schema's messages, so it is found by its default
 * text and worded in the reader's, as the validators' messages are (messageTable.ts). A sentence of
 * neither kind (stored before it was one) stays as it was written.
 */
import { type Words, translateMessage } from "../engine/index.ts";
import { formIn } from "./form.ts";
import { officeWords, wordsIn } from "./words.ts";

/** The failures of the application's PDF: entries of the catalogues' `pdf`. */
const pdfFailures = ["printerMissing", "tooSlow", "gaveUp"] as const satisfies readonly (keyof Words["pdf"])[];

/** The catalogue entries a stored sentence may be, by their text in the office's language. */
const entries = new Map<string, (words: Words) => string>([
  ...Object.entries(officeWords.documents).map(([key, text]) => [text, (words: Words) => words.documents[key as keyof Words["documents"]]] as const),
  ...pdfFailures.map((key) => [officeWords.pdf[key], (words: Words) => words.pdf[key]] as const),
  [officeWords.errors.uploadNotFound, (words: Words) => words.errors.uploadNotFound],
]);

/** `message`, stored in the office's language, in `locale` (one of the form's). */
export function storedMessageIn(message: string, locale: string): string {
  const entry = entries.get(message);
  if (entry) return entry(wordsIn(locale));
  return translateMessage(formIn(locale).formMessages ?? {}, message, "", "");
}
