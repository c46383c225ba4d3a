/**
 * Where a node stands: at the top of a page, or inside instance n of a repeat group, where
 * the group's own (relative) keys are resolved to that instance's keys.
 */
export interface Scope {
  readonly group?: {
    readonly id: string;
    readonly n: number;
    /** Relative keys written inside the group's template. */
    readonly localKeys: ReadonlySet<string>;
  };
}

export const rootScope: Scope = {};

/** Key of instance n of group `id`: parent_first_name for n = 1, parent_2_first_name for n = 2. */
export function instanceKey(groupId: string, n: number, key: string): string {
  return n === 1 ? `${groupId}_${key}` : `${groupId}_${n}_${key}`;
}

/** Resolves a key written in the schema: template keys of the enclosing group become instance keys; others are global. */
export function resolveKey(scope: Scope, key: string): string {
  const g = scope.group;
  return g && g.localKeys.has(key) ? instanceKey(g.id, g.n, key) : key;
}

/** Resolves a tab or reveal id the same way as a key, so each repeat instance has its own. */
export function resolveId(scope: Scope, id: string): string {
  return scope.group ? instanceKey(scope.group.id, scope.group.n, id) : id;
}
