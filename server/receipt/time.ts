/** A submission time as people read it: in the university's time zone, in the format schema/receipt.json gives. */
import { receiptTextsIn } from "../../schema/receipt.ts";

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * `at` written in `timeZone` (APP_TIME_ZONE) for a reader of `locale`, one of the form's (the
 * student's language on the student's pages and mail, the form's default for the office), such as
 * "November 21, 2026 at 12:00 PM EST".
 */
export function submissionTime(at: Date, timeZone: string, locale: string): string {
  const key = `${locale} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const { timeFormat } = receiptTextsIn(locale);
    format = new Intl.DateTimeFormat(timeFormat.locale, { ...timeFormat.parts, timeZone });
    formats.set(key, format);
  }
  return format.format(at);
}
