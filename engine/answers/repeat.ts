import { instanceKey } from "../form/scope.ts";
import { forEachNode, localKeys } from "../form/walk.ts";
import { emptyRecord, own, recordOf } from "../records.ts";
import type { AnswerValue, Answers, RepeatNode } from "../types.ts";

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
  const keys = instanceKeys(group);
  for (let n = group.max; n > count; n--) {
    if (keys[n - 1]?.some((k) => { const v = answers[k]; return v !== undefined && v !== "" && v !== false; })) {
      count = n;
      break;
    }
  }
  return Math.min(count, group.max);
}

/**
 * Each group's answer keys by instance (index n - 1), built once: a save counts every group's
 * instances twice (groupsRaised), and building each key's name anew on each count was most of it.
 */
const instanceKeysCache = new WeakMap<RepeatNode, readonly (readonly string[])[]>();

function instanceKeys(group: RepeatNode): readonly (readonly string[])[] {
  let keys = instanceKeysCache.get(group);
  if (!keys) {
    const local = [...localKeys(group)];
    keys = Array.from({ length: group.max }, (_, i) => local.map((k) => instanceKey(group.id, i + 1, k)));
    instanceKeysCache.set(group, keys);
  }
  return keys;
}

/**
 * The groups that a change of the answers (`before` to `after`) shows more entries of. Only "add
 * another" adds an entry, so a save that fills one past those shown comes from a page that still
 * shows an entry removed since, and would bring it back.
 */
export function groupsRaised(groups: Iterable<RepeatNode>, addAnother: AddAnotherData, before: Answers, after: Answers): RepeatNode[] {
  return [...groups].filter((group) => repeatCount(group, addAnother, after) > repeatCount(group, addAnother, before));
}

/** Whether the add-another button shows: only for a logged-in student below the maximum. */
export const canAddAnother = (group: RepeatNode, count: number, isLoggedIn: boolean): boolean => isLoggedIn && count < group.max;

/**
 * Where names move when one instance of a repeat group is removed: each entry [to, from] gives the
 * name `to` (in instance i) the value `from` held (the same name in instance i + 1), and `emptied`
 * are the last instance's names, which nothing moves into.
 */
export interface Shift {
  readonly moves: readonly (readonly [to: string, from: string])[];
  readonly emptied: readonly string[];
}

/** Removing instance n of a group: later instances move up one place with all they hold. */
export interface InstanceRemoval {
  /** The number of instances after the removal. */
  readonly count: number;
  /** The answer keys of the instance removed (the server removes its documents). */
  readonly removed: readonly string[];
  /** Answer keys. */
  readonly keys: Shift;
  /** Ids kept per instance beside the answers: tab groups' chosen tabs, reveals opened. */
  readonly ids: Shift;
}

/** The ids of the template's tab groups and reveals, which each instance resolves like its keys. */
function templateIds(group: RepeatNode): string[] {
  const ids: string[] = [];
  forEachNode(group.children, (node) => {
    if (node.kind === "tabs" || node.kind === "reveal") ids.push(node.id);
  });
  return ids;
}

/** Each of the template's names in instances n..count-1 takes its value in the next instance; the last instance's are emptied. */
function shift(group: RepeatNode, names: readonly string[], n: number, count: number): Shift {
  const moves: [string, string][] = [];
  for (let i = n; i < count; i++) for (const name of names) moves.push([instanceKey(group.id, i, name), instanceKey(group.id, i + 1, name)]);
  return { moves, emptied: names.map((name) => instanceKey(group.id, count, name)) };
}

/**
 * What removing instance `n` of the `count` shown does (the browser's store and the server both
 * apply it, so they agree). Only a later instance may go: the first is always shown.
 */
export function removeInstance(group: RepeatNode, count: number, n: number): InstanceRemoval {
  if (!Number.isInteger(n) || !Number.isInteger(count) || n < 2 || n > count || count > group.max) {
    throw new Error(`repeat group ${group.id} cannot remove instance ${n} of ${count}`);
  }
  const keys = [...localKeys(group)];
  return {
    count: count - 1,
    removed: keys.map((k) => instanceKey(group.id, n, k)),
    keys: shift(group, keys, n, count),
    ids: shift(group, templateIds(group), n, count),
  };
}

/** The answer changes of a removal: every moved key takes its new value ("" where the next instance had none), the last instance's keys "". */
export function removalChanges(removal: InstanceRemoval, answers: Answers): Record<string, AnswerValue> {
  const changes = emptyRecord<AnswerValue>();
  for (const [to, from] of removal.keys.moves) changes[to] = own(answers, from) ?? "";
  for (const key of removal.keys.emptied) changes[key] = "";
  return changes;
}

/**
 * A record kept by name (chosen tabs, documents, unsaved answers, reveals opened) after a shift:
 * each entry moves with its instance, and nothing stays under a name whose instance had none.
 */
export function shiftRecord<T>(record: Readonly<Record<string, T>>, { moves, emptied }: Shift): Record<string, T> {
  const moved = new Set([...moves.map(([to]) => to), ...emptied]);
  const out = recordOf(Object.entries(record).filter(([name]) => !moved.has(name)));
  for (const [to, from] of moves) if (Object.hasOwn(record, from)) out[to] = record[from] as T;
  return out;
}

/** Whether instance n shows Remove: a logged-in student's instances after the first (visitors cannot add, so they cannot remove). */
export const canRemoveInstance = (n: number, isLoggedIn: boolean): boolean => isLoggedIn && n > 1;

/** The entry's own name from its answers (the group's nameKeys, joined by spaces); "" when it has none. */
export function entryName(group: RepeatNode, n: number, answers: Answers): string {
  return (group.nameKeys ?? [])
    .map((k) => answers[instanceKey(group.id, n, k)])
    .filter((v): v is string => typeof v === "string" && v.trim() !== "")
    .map((v) => v.trim())
    .join(" ");
}
