import { type CalendarDate, parseDate } from "@internationalized/date";

/** A stored YYYY-MM-DD as a calendar date; anything else (empty, damaged, no real day) as no date. */
export function toCalendarDate(value: string): CalendarDate | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}
