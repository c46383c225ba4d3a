import type { AnswerValue } from "../../types.ts";

/** Answers compare as text: booleans become "true"/"false", a missing answer "". */
export function asText(value: unknown): string {
  return value === undefined || value === null ? "" : String(value);
}

/** A number read from an answer or target, or undefined when it is not one ("", "abc", booleans). */
export function asNumber(value: AnswerValue | unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** Applies a numeric comparison, false when either side is not a number. */
export function numeric(value: AnswerValue | undefined, target: unknown, test: (a: number, b: number) => boolean): boolean {
  const a = asNumber(value);
  const b = asNumber(target);
  return a !== undefined && b !== undefined && test(a, b);
}
