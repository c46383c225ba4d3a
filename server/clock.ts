/** The server's time, a decorator so tests can move it (code expiry, idle sessions, tokens). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The date (YYYY-MM-DD) at `at` in `timeZone`: "today" for the answer rules. */
export function dateIn(timeZone: string, at: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}
