/** A submission time as people read it: in the university's time zone, in the format schema/receipt.json gives. */
import { receiptTexts } from "../../schema/receipt.ts";

const formats = new Map<string, Intl.DateTimeFormat>();

/** `at` written in `timeZone` (APP_TIME_ZONE), such as "November 21, 2026 at 12:00 PM EST". */
export function submissionTime(at: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(receiptTexts.timeFormat.locale, { ...receiptTexts.timeFormat.parts, timeZone });
    formats.set(timeZone, format);
  }
  return format.format(at);
}
