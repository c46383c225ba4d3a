/**
 * `--since` and `since=`: the moment after which submitted applications are taken. An ISO 8601
 * date and time with its offset (2026-11-27T02:00:00Z, 2026-11-26T21:00-05:00), or a date alone,
 * which means the start of that day in the university's time zone (APP_TIME_ZONE). A time without
 * an offset is refused: whose clock it is read on would be a guess.
 */

const dateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})$/i;
const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

export type Since = { at: Date } | { error: string };

export const sinceHelp = "a date (2026-11-26, from the start of that day in the university's time zone) or a date and time with its offset (2026-11-26T21:00:00Z, 2026-11-26T16:00:00-05:00)";

/** The moment `text` names, or why it names none. */
export function parseSince(text: string, timeZone: string): Since {
  const refused = { error: `--since ${JSON.stringify(text)} is not a time the export can read: give ${sinceHelp}.` };
  const day = dateOnly.exec(text);
  if (day) {
    const [y, m, d] = day.slice(1).map(Number) as [number, number, number];
    if (!realDate(y, m, d)) return refused;
    return { at: startOfDayIn(timeZone, y, m, d) };
  }
  const moment = dateTime.exec(text);
  if (!moment) return refused;
  const [y, m, d, h, min, s] = moment.slice(1, 7).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  if (!realDate(y, m, d) || h > 23 || min > 59 || s > 59) return refused;
  const at = new Date(text.toUpperCase());
  return Number.isNaN(at.getTime()) ? refused : { at };
}

const realDate = (y: number, m: number, d: number): boolean => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** How far `timeZone`'s clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second")) - (at - (at % 1000));
}

/** Midnight at the start of y-m-d on the zone's clock. */
function startOfDayIn(timeZone: string, y: number, m: number, d: number): Date {
  const wall = Date.UTC(y, m - 1, d);
  // Twice: the offset at the first guess may differ from the offset at midnight itself (a change of time that night).
  let at = wall - offsetAt(timeZone, wall);
  at = wall - offsetAt(timeZone, at);
  return new Date(at);
}
