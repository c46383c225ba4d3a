/**
 * The product's fixed messages and the texts made from them, in a catalogue's words (engine/words).
 * Each function takes the words of the language it speaks, with no default, so that the type check
 * finds any call that would speak English to a student who chose another. `messages` is the
 * English catalogue's, for what speaks English whoever reads it; the server writes them in each
 * request's words (server/errors.ts).
 * Validation messages live in the schemas, not here.
 */
import { interpolate } from "./text/interpolate.ts";
import { type Words, referenceWords } from "./words/index.ts";

export const messages = referenceWords.messages;
export const accountCards = referenceWords.accountCards;

/** '<card name> Error', the name of an account form's error toast. */
export const cardErrorTitle = (card: keyof Words["accountCards"], words: Words): string => interpolate(words.toasts.cardError, { card: words.accountCards[card] });

/**
 * What a toast shows as its title, in a student's words, by the spec's name for the toast (spec
 * sections 2 and 8), which stays its accessible name: 'Success Notification' and '<card name>
 * Error' are the system's names for them, not words a student uses (issue 28, finding 11). A toast
 * whose name is not here shows its name.
 */
export function toastTitles(words: Words): Readonly<Record<string, string>> {
  const { titles } = words.toasts;
  return {
    [words.messages.successToastLabel]: titles.success,
    [cardErrorTitle("login", words)]: titles.login,
    [cardErrorTitle("signup", words)]: titles.signup,
    [cardErrorTitle("confirm", words)]: titles.confirm,
    [cardErrorTitle("forgot", words)]: titles.forgot,
    [cardErrorTitle("reset", words)]: titles.reset,
    [words.messages.resendCodeError]: titles.resend,
  };
}

/** The title a toast named `name` shows. */
export const toastTitle = (name: string, words: Words): string => toastTitles(words)[name] ?? name;

/** Error toasts of uploads, repeat groups and tabs (spec section 8). */
export const uploadError = (field: string, words: Words): string => interpolate(words.toasts.uploadError, { field });
export const addAnotherError = (id: string, words: Words): string => interpolate(words.toasts.addAnotherError, { id });
export const tabsError = (tab: string, words: Words): string => interpolate(words.toasts.tabsError, { tab });

/** Removing a repeat entry: the question that names it, and the toast when it fails. */
export const removeEntryQuestion = (label: string, name: string, words: Words): string =>
  interpolate(name ? words.removeEntry.questionNamed : words.removeEntry.question, { label, name });
export const removeEntryError = (label: string, words: Words): string => interpolate(words.toasts.removeEntryError, { label });

/** A tab switch that would delete an uploaded document names it first. */
export const switchTabDeletesFile = (fileName: string, words: Words): string => interpolate(words.upload.switchTabDeletesFile, { fileName });
