/**
 * The console's query parameters, read one way for every call: a parameter the call does not take,
 * or one given twice, is refused, and each value is checked against what it may be, each refusal
 * with its own entry of the error catalogue (errors.ts), so a wrong link never reaches the database.
 */
import { AppError } from "../errors.ts";
import { parseSince } from "../export/since.ts";

export type Query = Readonly<Record<string, unknown>>;

const quoted = (names: readonly string[]): string => names.map((n) => `"${n}"`).join(", ");

/** The query's parameters as single strings; refuses any not in `allowed` and any repeated. */
export function readQuery(query: Query, allowed: readonly string[]): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(query)) {
    if (!allowed.includes(name)) throw new AppError("staffParameterUnknown", { name, allowed: quoted(allowed) });
    if (typeof value !== "string") throw new AppError("staffParameterRepeated", { name });
    out[name] = value;
  }
  return out;
}

/** One of `choices`, or `fallback` when absent. */
export function choice<T extends string>(name: string, value: string | undefined, choices: readonly T[], fallback: T): T;
export function choice<T extends string>(name: string, value: string | undefined, choices: readonly T[]): T | undefined;
export function choice<T extends string>(name: string, value: string | undefined, choices: readonly T[], fallback?: T): T | undefined {
  if (value === undefined || value === "") return fallback;
  if (!(choices as readonly string[]).includes(value)) throw new AppError("staffChoiceInvalid", { name, value, allowed: quoted(choices) });
  return value as T;
}

/** A whole number from 1 to `max`, or `fallback` when absent. */
export function wholeNumber(name: string, value: string | undefined, max: number, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const n = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(n >= 1 && n <= max)) throw new AppError("staffNumberInvalid", { name, value, max });
  return n;
}

/** A day (YYYY-MM-DD) in the university's time zone: its first moment, or the first moment of the day after (`end`). */
export function day(name: string, value: string | undefined, timeZone: string, end: boolean): Date | undefined {
  if (value === undefined || value === "") return undefined;
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseSince(value, timeZone) : null;
  if (!parsed || "error" in parsed) throw new AppError("staffDateInvalid", { name, value });
  if (!end) return parsed.at;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  const after = parseSince(next, timeZone);
  if ("error" in after) throw new AppError("staffDateInvalid", { name, value });
  return after.at;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether `text` can be an application id (a uuid) at all: anything else is not found, without asking the database. */
export const isId = (text: string): boolean => uuid.test(text);
