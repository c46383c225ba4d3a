import type { AnswerValue, Option, OptionSource, YearRange } from "../types.ts";
import { answeredPlaceholder } from "./placeholder.ts";

/** Years offered by a year range: from its start (default the current year plus offset), counting down (past) or up (future). */
export function yearOptions(range: YearRange["years"], currentYear: number): Option[] {
  const start = range.start ?? currentYear + (range.offset ?? 0);
  const step = range.direction === "past" ? -1 : 1;
  return Array.from({ length: range.count }, (_, i) => {
    const year = String(start + i * step);
    return { value: year, label: year };
  });
}

/** The options a source offers: a shared list by name, a list written in place, or a range of years. */
export function optionsFor(source: OptionSource, lists: ReadonlyMap<string, Option[]>, currentYear: number): Option[] {
  if (typeof source === "string") {
    const list = lists.get(source);
    if (!list) throw new Error(`option list "${source}" does not exist in schema/options/`);
    return list;
  }
  if (Array.isArray(source)) return source;
  return yearOptions(source.years, currentYear);
}

/**
 * The label stored as an answer's `_desc` companion. A year's label is the year itself, so
 * this needs no clock; a value the source does not offer has no label.
 */
export function labelFor(source: OptionSource, lists: ReadonlyMap<string, Option[]>, value: string): string {
  if (value === "") return "";
  if (!Array.isArray(source) && typeof source === "object") return /^[0-9]{4}$/.test(value) ? value : "";
  return optionsFor(source, lists, 0).find((o) => o.value === value)?.label ?? "";
}

/**
 * The text a choice prints as: its `_desc` label, else its option's label, else the value itself
 * (a year older than those offered today). The ANSWERED placeholder names no option, so a month
 * holding it prints as nothing: it never reaches the office as a month.
 */
export function printedChoice(options: readonly Option[], value: string, desc: AnswerValue | undefined): string {
  if (typeof desc === "string" && desc !== "") return desc;
  const option = options.find((o) => o.value === value);
  if (option) return option.label;
  return value === answeredPlaceholder ? "" : value;
}
