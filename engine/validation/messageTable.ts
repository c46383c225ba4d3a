/**
 * The answers' validators speak the form's default locale (schema:build generates them once, from
 * its data model); a form compiled for another locale carries a table of their messages in it
 * (engine/model/localeMessages.ts builds it), which errorMap reads as it words each error.
 */

/**
 * A default message's translation: one text wherever it stands, or, when the same default message
 * is translated differently at different places (the spec words both the required and the invalid
 * message of a question as its label; another locale may not), one text per place, `<key> <keyword>`.
 * Messages translated as they were written, and those of no other locale, are left out.
 */
export type MessageTable = Readonly<Record<string, string | Readonly<Record<string, string>>>>;

/** A message the validator reported for `key` by `keyword`, in the locale of `table`. */
export function translateMessage(table: MessageTable, message: string, key: string, keyword: string): string {
  const entry = Object.hasOwn(table, message) ? table[message] : undefined;
  if (typeof entry === "string") return entry;
  const place = `${key} ${keyword}`;
  return entry && Object.hasOwn(entry, place) ? (entry[place] ?? message) : message;
}
