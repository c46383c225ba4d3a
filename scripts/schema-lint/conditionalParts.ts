import { type Condition, type Node, type Scope, childLists, forEachNode, ownKeys, resolveKey } from "../../engine/index.ts";
import type { Place } from "./places.ts";
import type { Finding } from "./problem.ts";

type Leaf = Exclude<Condition, { all: unknown } | { any: unknown } | { not: unknown }>;

/** The comparisons of a condition, each with the pointer it is written at. */
function leaves(condition: Condition, pointer: string): { leaf: Leaf; pointer: string }[] {
  if ("all" in condition) return condition.all.flatMap((c, i) => leaves(c, `${pointer}/all/${i}`));
  if ("any" in condition) return condition.any.flatMap((c, i) => leaves(c, `${pointer}/any/${i}`));
  if ("not" in condition) return leaves(condition.not, `${pointer}/not`);
  return [{ leaf: condition, pointer }];
}

/** The keys written anywhere below `nodes`, resolved (a repeat group inside gives every instance's keys). */
function keysBelow(nodes: readonly Node[], scope: Scope): Set<string> {
  const keys = new Set<string>();
  forEachNode(nodes, (node, at) => ownKeys(node).forEach((k) => keys.add(resolveKey(at, k))), scope);
  return keys;
}

/**
 * What a condition shows must be able to show: a conditional with no children shows nothing (one
 * with alsoClears still clears, so it is left alone), and a condition may not read a key written
 * inside the part it shows, as the question writing it would decide whether it is itself shown.
 */
export function checkConditionalParts(all: readonly Place[]): Finding[] {
  const findings: Finding[] = [];
  for (const { node, scope, file, pointer } of all) {
    if (node.kind === "conditional" && node.children.length === 0 && !node.alsoClears?.length) {
      findings.push({ file, pointer: `${pointer}/children`, message: "this conditional has no children, so its condition shows nothing" });
    }
    const parts =
      node.kind === "conditional" ? [{ when: node.when, at: "/when" }] : node.kind === "conditionalGroups" ? node.groups.map((g, i) => ({ when: g.when, at: `/groups/${i}/when` })) : [];
    parts.forEach(({ when, at }, i) => {
      const inside = keysBelow(childLists(node)[i]?.nodes ?? [], scope);
      for (const { leaf, pointer: where } of leaves(when, `${pointer}${at}`)) {
        if (!inside.has(resolveKey(scope, leaf.valueKey))) continue;
        findings.push({
          file,
          pointer: `${where}/valueKey`,
          message: `the condition reads "${leaf.valueKey}", which a question inside the part it shows writes: while the part is hidden that question cannot be answered, and an answer that ends the condition is cleared with it`,
        });
      }
    });
  }
  return findings;
}
