import { type Form, forEachNode, keysWithin } from "../../engine/index.ts";
import type { LoadedSchema } from "./load.ts";
import type { Problem } from "./problem.ts";

/**
 * The developer checks on keys: a key on more than one page (every place listed), a key whose
 * prefix does not match its repeat group, and a repeat group's nameKeys that its questions do not write. (The data model is generated from the pages, so a key
 * can no longer be missing from it.)
 */
export function checkKeys(schema: LoadedSchema, form: Form): Problem[] {
  const problems: Problem[] = [];
  const fileOf = new Map(schema.pages.map((f) => [f.json.id as string, f.path]));
  const file = (page: string): string => fileOf.get(page) ?? `pages/${page}.json`;

  for (const [key, places] of form.duplicates) {
    const listed = places.map((p) => `${p.page} (${file(p.page)}#${p.pointer})`).join(", ");
    for (const p of places.slice(1)) {
      problems.push({ file: file(p.page), pointer: p.pointer, message: `key "${key}" is on more than one page: ${listed}` });
    }
  }

  const groupIds = new Set<string>();
  for (const page of form.pages) {
    forEachNode(page.children, (node, scope, pointer) => {
      if (node.kind !== "repeat" || scope.group) {
        if (node.kind === "repeat") problems.push({ file: file(page.id), pointer, message: "a repeat group cannot stand inside another repeat group" });
        return;
      }
      groupIds.add(node.id);
      const templateKeys = new Set(keysWithin(node.children));
      for (const key of node.nameKeys ?? []) {
        if (!templateKeys.has(key)) problems.push({ file: file(page.id), pointer: `${pointer}/nameKeys`, message: `nameKeys names "${key}", which no question of repeat group "${node.id}" writes` });
      }
      for (const key of templateKeys) {
        if (key.startsWith(`${node.id}_`) || /^[0-9]+_/.test(key)) {
          problems.push({
            file: file(page.id),
            pointer,
            message: `key "${key}" in repeat group "${node.id}" must be written relative to the group (its instances are ${node.id}_{key}, ${node.id}_2_{key}, ...)`,
          });
        }
      }
    }, undefined, "/children");
  }
  for (const info of form.keys.values()) {
    if (info.scope.group) continue;
    const group = [...groupIds].find((id) => new RegExp(`^${id}_[0-9]+_`).test(info.key));
    if (group) {
      problems.push({ file: file(info.page), pointer: info.pointer, message: `key "${info.key}" has the prefix of repeat group "${group}" but stands outside it` });
    }
  }

  return problems;
}
