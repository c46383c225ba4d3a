import type { Form, KeyInfo } from "../form/compileForm.ts";
import { forEachNode } from "../form/walk.ts";
import type { RepeatNode } from "../types.ts";
import type { FormChange } from "./change.ts";

interface GroupPlace {
  readonly node: RepeatNode;
  readonly page: string;
  readonly pointer: string;
}

/** Every repeat group of a form by id, where it is first written (a group inside another is visited once per entry). */
function repeatGroups(form: Form): Map<string, GroupPlace> {
  const groups = new Map<string, GroupPlace>();
  for (const page of form.pages) {
    forEachNode(page.children, (node, _scope, pointer) => {
      if (node.kind === "repeat" && !groups.has(node.id)) groups.set(node.id, { node, page: page.id, pointer });
    }, undefined, "/children");
  }
  return groups;
}

/**
 * The repeat groups whose maximum is lowered, and a test of whether a key `before` asks belongs to
 * an entry above the new maximum: those keys are reported once, with their group, not one by one.
 */
export function groupChanges(before: Form, after: Form): { changes: FormChange[]; beyondMax: (info: KeyInfo) => boolean } {
  const now = repeatGroups(after);
  const changes = [...repeatGroups(before)].flatMap(([group, was]): FormChange[] => {
    const place = now.get(group);
    if (!place || place.node.max >= was.node.max) return [];
    return [{ kind: "maxLowered", group, from: was.node.max, to: place.node.max, at: { side: "after", page: place.page, pointer: `${place.pointer}/max` } }];
  });
  const beyondMax = ({ scope }: KeyInfo): boolean => {
    const max = scope.group && now.get(scope.group.id)?.node.max;
    return max !== undefined && (scope.group?.n ?? 0) > max;
  };
  return { changes, beyondMax };
}
