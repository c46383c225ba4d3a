/**
 * An answer a version of the form no longer asks or accepts, as applications.set_aside keeps it
 * (migration 170): never dropped, appended, so one key set aside twice keeps both.
 */
import type { AnswerValue, SetAsideAnswer, SetAsideReason } from "../../engine/index.ts";

export interface SetAsideEntry {
  key: string;
  value: AnswerValue;
  reason: SetAsideReason;
  /** The id of the version it was given on. */
  version: string;
  /** ISO 8601: when it was set aside. */
  at: string;
}

/** The engine's answers set aside (carryOver) as the rows' entries: given on `version`, set aside `now`. */
export const setAsideEntries = (setAside: Readonly<Record<string, SetAsideAnswer>>, version: string, now: Date): SetAsideEntry[] =>
  Object.entries(setAside).map(([key, { value, reason }]) => ({ key, value, reason, version, at: now.toISOString() }));
