import type { Form } from "../form/compileForm.ts";
import type { Scope } from "../form/scope.ts";
import { forEachNode } from "../form/walk.ts";
import type { Answers, RepeatNode, TabsNode } from "../types.ts";
import { type AddAnotherData, repeatCount } from "./repeat.ts";
import { type TabsData, activeTab, tabKeys } from "./tabs.ts";

/** What decides whether a logged-in student's application shows a place: as GET /api/profile gives it. */
export interface ShownState {
  readonly answers: Answers;
  readonly addAnother: AddAnotherData;
  readonly tabs: TabsData;
}

/** Why a question's place is not shown: its repeat entry is past those shown, or a tab holding it is not the one chosen. */
export type UnshownPlace = "entry" | "tab";

/** Where a key stands: the repeat entry and the tabs that hold it. */
interface Place {
  readonly entry?: { readonly group: RepeatNode; readonly n: number };
  readonly tabs: readonly { readonly node: TabsNode; readonly scope: Scope; readonly tab: string }[];
}

const places = new WeakMap<Form, ReadonlyMap<string, Place>>();

/** Every key's place, built once per form from the same walk and tab keys the rest of the engine uses. */
function placesOf(form: Form): ReadonlyMap<string, Place> {
  const known = places.get(form);
  if (known) return known;
  const groups = new Map<string, RepeatNode>();
  const tabsOf = new Map<string, Place["tabs"]>();
  for (const page of form.pages) {
    forEachNode(page.children, (node, scope) => {
      if (node.kind === "repeat") groups.set(node.id, node);
      if (node.kind !== "tabs") return;
      for (const t of node.tabs) for (const key of tabKeys(node, scope, t.id)) tabsOf.set(key, [...(tabsOf.get(key) ?? []), { node, scope, tab: t.id }]);
    });
  }
  const built = new Map<string, Place>();
  for (const [key, { scope }] of form.keys) {
    const group = scope.group && groups.get(scope.group.id);
    built.set(key, { ...(group && scope.group ? { entry: { group, n: scope.group.n } } : {}), tabs: tabsOf.get(key) ?? [] });
  }
  places.set(form, built);
  return built;
}

/**
 * Whether the stored application shows the place of the question that writes `key`: null when it
 * does; "entry" when the key is in a repeat entry past those shown (repeatCount: removed since, or
 * never added), "tab" when a tab holding it is not the one chosen (activeTab). Conditions are not
 * asked here: the keys they hide are hiddenKeys'.
 */
export function unshownPlace(form: Form, key: string, state: ShownState): UnshownPlace | null {
  const place = placesOf(form).get(key);
  if (!place) return null;
  if (place.entry && place.entry.n > repeatCount(place.entry.group, state.addAnother, state.answers)) return "entry";
  if (place.tabs.some(({ node, scope, tab }) => activeTab(node, scope, state.tabs, true) !== tab)) return "tab";
  return null;
}
