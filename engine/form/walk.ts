import type { Node, RepeatNode } from "../types.ts";
import { childLists, keysWithin } from "./nodes.ts";
import { type Scope, rootScope } from "./scope.ts";

const localKeysCache = new WeakMap<RepeatNode, ReadonlySet<string>>();

/** The relative keys of a repeat group's template, computed once per schema node. */
export function localKeys(group: RepeatNode): ReadonlySet<string> {
  let keys = localKeysCache.get(group);
  if (!keys) {
    keys = new Set(keysWithin(group.children));
    localKeysCache.set(group, keys);
  }
  return keys;
}

/** The scope of instance n (from 1) of a repeat group. */
export function instanceScope(group: RepeatNode, n: number): Scope {
  return { group: { id: group.id, n, localKeys: localKeys(group) } };
}

/**
 * Visits every node below `nodes` in document order with its scope and JSON pointer,
 * composites expanded (their fields get the composite's pointer) and every repeat group
 * expanded to its maximum number of instances.
 */
export function forEachNode(
  nodes: readonly Node[],
  visit: (node: Node, scope: Scope, pointer: string) => void,
  scope: Scope = rootScope,
  pointer = "",
): void {
  nodes.forEach((node, i) => {
    const at = `${pointer}/${i}`;
    visit(node, scope, at);
    for (const list of childLists(node)) {
      const visitList = (s: Scope): void =>
        list.path === null ? list.nodes.forEach((child) => visit(child, s, at)) : forEachNode(list.nodes, visit, s, at + list.path);
      if (node.kind === "repeat") for (let n = 1; n <= node.max; n++) visitList(instanceScope(node, n));
      else visitList(scope);
    }
  });
}
