import { instanceKey } from "../form/scope.ts";
import { localKeys } from "../form/walk.ts";
import type { Answers, RepeatNode } from "../types.ts";

/** Button id -> number of instances, as GET/PUT /api/add-another store it. */
export type AddAnotherData = Readonly<Record<string, number>>;

/** The spec's default number of instances of a repeat group. */
export const defaultRepeatCount = 1;

/**
 * How many instances of a repeat group are shown: the stored count (default 1), raised to the
 * highest instance that holds an answer so nothing saved is ever out of sight, at most the maximum.
 */
export function repeatCount(group: RepeatNode, addAnother: AddAnotherData, answers: Answers): number {
  let count = Math.max(defaultRepeatCount, Math.floor(addAnother[group.id] ?? defaultRepeatCount));
  const keys = [...localKeys(group)];
  for (let n = group.max; n > count; n--) {
    if (keys.some((k) => { const v = answers[instanceKey(group.id, n, k)]; return v !== undefined && v !== "" && v !== false; })) {
      count = n;
      break;
    }
  }
  return Math.min(count, group.max);
}

/** Whether the add-another button shows: only for a logged-in student below the maximum. */
export const canAddAnother = (group: RepeatNode, count: number, isLoggedIn: boolean): boolean => isLoggedIn && count < group.max;
