import { keysWithin } from "../../engine/index.ts";
import { type Place, writtenKeys } from "./places.ts";
import type { Finding } from "./problem.ts";
import { didYouMean } from "./suggest.ts";

/**
 * Keys and repeat groups: a group inside a group, a key in a group written with the group's prefix
 * (it would become parent_parent_x), an instance key written outside its group (parent_2_x
 * beside the group, which writes that key itself), and a group's nameKeys that its questions do
 * not write (the Remove confirmation names an entry by them).
 */
export function checkGroupKeys(all: readonly Place[]): Finding[] {
  const findings: Finding[] = [];
  const groupIds = new Set(all.flatMap((p) => (p.node.kind === "repeat" ? [p.node.id] : [])));
  for (const place of all) {
    const group = place.scope.group;
    if (place.node.kind === "repeat" && group) {
      findings.push({ file: place.file, pointer: place.pointer, message: `repeat group "${place.node.id}" stands inside repeat group "${group.id}", and repeat groups cannot be nested` });
    }
    if (place.node.kind === "repeat") {
      const template = new Set(keysWithin(place.node.children));
      const { id } = place.node;
      (place.node.nameKeys ?? []).forEach((key, i) => {
        if (!template.has(key)) findings.push({ file: place.file, pointer: `${place.pointer}/nameKeys/${i}`, message: `nameKeys names "${key}", which no question of repeat group "${id}" writes${didYouMean(key, template)}` });
      });
    }
    for (const { relative, pointer } of writtenKeys(place)) {
      if (group && (relative.startsWith(`${group.id}_`) || /^[0-9]+_/.test(relative))) {
        findings.push({
          file: place.file,
          pointer,
          message: `key "${relative}" in repeat group "${group.id}" must be written relative to the group (its instances are ${group.id}_{key}, ${group.id}_2_{key}, ...)`,
        });
      }
      const owner = group ? undefined : [...groupIds].find((id) => new RegExp(`^${id}_[0-9]+_`).test(relative));
      if (owner) findings.push({ file: place.file, pointer, message: `key "${relative}" has the prefix of repeat group "${owner}" but stands outside it` });
    }
  }
  return findings;
}
