import type { Option, OptionList } from "../types.ts";

/**
 * Resolves the shared option lists: a list is written out, or joins other lists (include),
 * then moves some values to the front (first) and leaves some out (exclude).
 */
export function resolveOptionLists(lists: readonly OptionList[]): Map<string, Option[]> {
  const byId = new Map(lists.map((l) => [l.id, l]));
  const resolved = new Map<string, Option[]>();
  const resolving = new Set<string>();

  const resolve = (id: string): Option[] => {
    const done = resolved.get(id);
    if (done) return done;
    const list = byId.get(id);
    if (!list) throw new Error(`option list "${id}" does not exist in schema/options/`);
    if (resolving.has(id)) throw new Error(`option list "${id}" includes itself`);
    resolving.add(id);
    let options = list.options ?? (list.include ?? []).flatMap(resolve);
    const first = list.first ?? [];
    if (first.length) {
      const front = first.flatMap((v) => options.filter((o) => o.value === v));
      options = [...front, ...options.filter((o) => !first.includes(o.value))];
    }
    const exclude = list.exclude ?? [];
    if (exclude.length) options = options.filter((o) => !exclude.includes(o.value));
    resolving.delete(id);
    resolved.set(id, options);
    return options;
  };

  for (const id of byId.keys()) resolve(id);
  return resolved;
}
