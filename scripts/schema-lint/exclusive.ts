import { isDeepStrictEqual } from "node:util";
import { type Condition, type Scope, resolveKey } from "../../engine/index.ts";
import { asText } from "../../engine/conditions/operators/compare.ts";
import type { Guard } from "./places.ts";

type Leaf = Exclude<Condition, { all: unknown } | { any: unknown } | { not: unknown }>;

/** A condition with its keys resolved in its scope, so conditions written in a repeat instance compare with the right keys. */
function resolved(c: Condition, scope: Scope): Condition {
  if ("all" in c) return { all: c.all.map((x) => resolved(x, scope)) as typeof c.all };
  if ("any" in c) return { any: c.any.map((x) => resolved(x, scope)) as typeof c.any };
  if ("not" in c) return { not: resolved(c.not, scope) };
  return { ...c, valueKey: resolveKey(scope, c.valueKey) };
}

/**
 * The answers (as text, the way equals compares) under which a comparison holds: a finite set
 * (`equals`, `in`) or everything but a set (`notEquals`, `notIn`). Numeric comparisons and
 * answered/notAnswered are not sets of texts here (a box's false is not answered, the text
 * "false" is), so they give undefined and never count as excluding, except with each other.
 */
function values(c: Leaf): { only: Set<string> } | { but: Set<string> } | undefined {
  const list = (t: unknown): Set<string> => new Set((Array.isArray(t) ? t : [t]).map(asText));
  switch (c.operator) {
    case "equals":
    case "in":
      return { only: list(c.target) };
    case "notEquals":
    case "notIn":
      return { but: list(c.target) };
    default:
      return undefined;
  }
}

/** Whether two leaves on one answer can never hold together. */
function leavesExclude(a: Leaf, b: Leaf): boolean {
  if (a.valueKey !== b.valueKey) return false;
  const pair = [a.operator, b.operator].sort().join();
  if (pair === "answered,notAnswered") return true;
  const va = values(a);
  const vb = values(b);
  if (!va || !vb) return false;
  if ("only" in va && "only" in vb) return [...va.only].every((v) => !vb.only.has(v));
  if ("only" in va && "but" in vb) return [...va.only].every((v) => vb.but.has(v));
  if ("but" in va && "only" in vb) return [...vb.only].every((v) => va.but.has(v));
  return false;
}

/**
 * Whether two conditions can never hold together: one is the other negated, or their comparisons
 * on one answer admit no common value (`equals "Y"` and `equals "N"`, `answered` and `notAnswered`),
 * looking through all (one part suffices) and any (every part must). Anything this does not
 * recognise counts as possibly both true, so a doubtful pair is reported rather than allowed.
 */
export function excludes(a: Condition, b: Condition): boolean {
  if ("all" in a) return a.all.some((x) => excludes(x, b));
  if ("any" in a) return a.any.every((x) => excludes(x, b));
  if ("all" in b || "any" in b) return excludes(b, a);
  if ("not" in a) return isDeepStrictEqual(a.not, b);
  if ("not" in b) return isDeepStrictEqual(b.not, a);
  return leavesExclude(a, b);
}

/**
 * Whether two places can never be shown together: they stand in different groups of one
 * conditionalGroups node (only the first group whose condition holds is shown), or under
 * conditions that exclude each other. Tabs are not alternatives here: a tab switch clears the
 * keys of the tab left, which would clear a key the new tab shares (sharedKeys.ts says so).
 */
export function neverTogether(a: readonly Guard[], b: readonly Guard[]): boolean {
  return a.some((ga) =>
    b.some((gb) => {
      if ("groupsOf" in ga && "groupsOf" in gb) return ga.groupsOf === gb.groupsOf && ga.index !== gb.index;
      if ("when" in ga && "when" in gb) return excludes(resolved(ga.when, ga.scope), resolved(gb.when, gb.scope));
      return false;
    }),
  );
}
