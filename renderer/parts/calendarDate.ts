import { type CalendarDate, parseDate } from "@internationalized/date";

/** A stored YYYY-MM-DD as a calendar date; anything else (empty, damaged, no real day) as no date. */
export function toCalendarDate(value: string): CalendarDate | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/**
 * A date written out in the words of `locale`, the language the page is drawn in ("January 15,
 * 2000", "15 de enero de 2000"), in the Gregorian calendar the answers are kept in and read as the
 * calendar day it is, whatever the time zone of the browser or the PDF printer.
 */
export function writtenDate(date: CalendarDate, locale: string): string {
  const gregorian = new Intl.Locale(locale, { calendar: "gregory" }).toString();
  return new Intl.DateTimeFormat(gregorian, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(Date.UTC(date.year, date.month - 1, date.day));
}
