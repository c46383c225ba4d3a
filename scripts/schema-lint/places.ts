import { type Condition, type Node, type Page, type Scope, childLists, instanceScope, ownKeys, rootScope } from "../../engine/index.ts";
import type { LoadedSchema } from "./load.ts";

/** What must hold for a node to be shown: a condition (read in its scope), or being in group or tab `index` of a conditionalGroups or tabs node. */
export type Guard =
  | { readonly when: Condition; readonly scope: Scope }
  | { readonly groupsOf: Node; readonly index: number }
  | { readonly tabsOf: Node; readonly index: number };

/** A node where it stands: its file, JSON pointer, scope and what it is shown under. */
export interface Place {
  readonly file: string;
  readonly node: Node;
  readonly scope: Scope;
  /** Pointer of the node in its file; a composite's fields (no JSON of their own) get the composite's. */
  readonly pointer: string;
  readonly guards: readonly Guard[];
  /** For one of the fields an address or school search expands to: that composite. */
  readonly composite?: Node;
}

/**
 * Every node of every page, as the engine sees them: composites expanded and repeat groups expanded
 * to their maximum (the engine's forEachNode), plus the guards above each node, which the checks
 * of keys and rules need.
 */
export function places(schema: LoadedSchema): Place[] {
  const out: Place[] = [];
  const visit = (nodes: readonly Node[], parent: Omit<Place, "node" | "pointer">, pointer: string): void => {
    nodes.forEach((node, i) => {
      const at = parent.composite ? pointer : `${pointer}/${i}`;
      out.push({ ...parent, node, pointer: at });
      childLists(node).forEach((list, l) => {
        const within = (scope: Scope, guards: readonly Guard[]): void =>
          visit(list.nodes, { ...parent, scope, guards, ...(list.path === null ? { composite: node } : {}) }, list.path === null ? at : at + list.path);
        const group = node.kind === "conditionalGroups" ? node.groups[l] : undefined;
        if (node.kind === "repeat") for (let n = 1; n <= node.max; n++) within(instanceScope(node, n), parent.guards);
        else if (node.kind === "conditional") within(parent.scope, [...parent.guards, { when: node.when, scope: parent.scope }]);
        else if (group) within(parent.scope, [...parent.guards, { groupsOf: node, index: l }, { when: group.when, scope: parent.scope }]);
        else if (node.kind === "tabs") within(parent.scope, [...parent.guards, { tabsOf: node, index: l }]);
        else within(parent.scope, parent.guards);
      });
    });
  };
  for (const file of schema.pages) {
    const page = file.json as unknown as Page;
    visit(page.children, { file: file.path, scope: rootScope, guards: [] }, "/children");
  }
  return out;
}

/** The keys a node writes (relative to its scope, companions included), each with the pointer of where it is spelt: its `key`, an item's key, or the `prefix` of a composite and its fields. */
export function writtenKeys(place: Place): { relative: string; pointer: string }[] {
  const { node, pointer } = place;
  if (node.kind === "checkboxGroup") return node.items.map((item, i) => ({ relative: item.key, pointer: `${pointer}/items/${i}/key` }));
  const spelt = place.composite || node.kind === "schoolSearch" ? `${pointer}/prefix` : `${pointer}/key`;
  return ownKeys(node).map((relative) => ({ relative, pointer: spelt }));
}

/** Whether a node stands in a tab of a `tabs` node. */
export const inTabs = (place: Place): boolean => place.guards.some((g) => "tabsOf" in g);
