import { descKey, describedKinds, resolveKey } from "../../engine/index.ts";
import { neverTogether } from "./exclusive.ts";
import { type Guard, type Place, writtenKeys } from "./places.ts";
import type { Finding } from "./problem.ts";

interface Writing {
  readonly place: Place;
  /** The key as written (relative inside a repeat group), so the message is the same for every instance. */
  readonly relative: string;
  readonly pointer: string;
}

const isCompanion = ({ place: { node }, relative }: Writing): boolean => describedKinds.has(node.kind) && "key" in node && relative === descKey(String(node.key));

/** Why two writings of one key on one page conflict, if they do. */
function conflict(first: Writing, later: Writing): string | undefined {
  const key = `key "${later.relative}"`;
  const owner = (w: Writing): string => `${w.place.node.kind} "${String((w.place.node as { key?: string }).key)}"`;
  // Two companions conflict exactly when the keys they describe do, which is reported on those keys.
  if (isCompanion(first) && isCompanion(later)) return undefined;
  if (isCompanion(first)) return `${key} is where the ${owner(first)} at ${first.pointer} stores its chosen label; choose another key`;
  if (isCompanion(later)) return `${key} is also written at ${first.pointer}, but the ${owner(later)} here stores its chosen label there; choose another key`;
  if (first.place.node.kind !== later.place.node.kind) {
    return `${key} is written here by a ${later.place.node.kind} question and at ${first.pointer} by a ${first.place.node.kind} question; a key has one kind`;
  }
  if (neverTogether(first.place.guards, later.place.guards)) return undefined;
  const tabs = (w: Writing): Extract<Guard, { tabsOf: unknown }>[] => w.place.guards.flatMap((g) => ("tabsOf" in g ? [g] : []));
  if (tabs(first).some((a) => tabs(later).some((b) => a.tabsOf === b.tabsOf && a.index !== b.index))) {
    return `${key} is also written in another tab at ${first.pointer}; switching tabs clears the answers of the tab left, so a key stands in one tab only`;
  }
  return `${key} is also written at ${first.pointer}, and both can be shown at once; only the groups of one conditionalGroups, or conditionals whose conditions exclude each other, may share a key`;
}

/**
 * One key, one question. Across pages a key is an error wherever it stands (every place is listed).
 * On one page the engine allows a key in places that are never shown together, as the student sees
 * one of them and the other is cleared: the groups of one conditionalGroups node, or conditionals
 * whose conditions exclude each other (exclusive.ts). Otherwise the two questions would fight over
 * one answer, and even when never shown together they must be of one kind, as the data model
 * gives each key one type.
 */
export function checkSharedKeys(all: readonly Place[]): Finding[] {
  const byKey = new Map<string, Writing[]>();
  for (const place of all) {
    for (const w of writtenKeys(place)) {
      const key = resolveKey(place.scope, w.relative);
      byKey.set(key, [...(byKey.get(key) ?? []), { place, ...w }]);
    }
  }
  const findings: Finding[] = [];
  for (const writings of byKey.values()) {
    const files = [...new Set(writings.map((w) => w.place.file))];
    const firstOf = files.map((f) => writings.find((w) => w.place.file === f) as Writing);
    for (const w of firstOf.slice(1)) {
      const listed = firstOf.map((x) => `${x.place.file} ${x.pointer}`).join(" and ");
      findings.push({ file: w.place.file, pointer: w.pointer, message: `key "${w.relative}" is on more than one page (${listed}); a key belongs to one page` });
    }
    writings.forEach((later, i) => {
      // The same spelling met again (a repeat group inside another is expanded once per outer instance) is no second writing.
      const earlier = writings.slice(0, i).filter((w) => w.place.file === later.place.file && w.pointer !== later.pointer);
      const message = earlier.map((first) => conflict(first, later)).find((m) => m !== undefined);
      if (message) findings.push({ file: later.place.file, pointer: later.pointer, message });
    });
  }
  return findings;
}
