import type { Form } from "../form/compileForm.ts";
import { keysWithin } from "../form/nodes.ts";
import { type Scope, resolveId, resolveKey } from "../form/scope.ts";
import { emptyRecord } from "../records.ts";
import type { AnswerValue, Answers, TabsNode } from "../types.ts";

/** Tab id -> chosen tab, as GET/PUT /api/tabs store it. */
export type TabsData = Readonly<Record<string, string>>;

/** The tab shown: the chosen one when the student may choose (logged in) and it exists, else the first. */
export function activeTab(node: TabsNode, scope: Scope, tabs: TabsData, canChoose: boolean): string {
  const chosen = tabs[resolveId(scope, node.id)];
  return canChoose && chosen && node.tabs.some((t) => t.id === chosen) ? chosen : node.tabs[0].id;
}

/** The keys a tab's questions write, resolved in scope; the upload guard checks the file keys among them. */
export function tabKeys(node: TabsNode, scope: Scope, tabId: string): string[] {
  const tab = node.tabs.find((t) => t.id === tabId);
  return tab ? keysWithin(tab.children).map((k) => resolveKey(scope, k)) : [];
}

/** What a switch to `chosen` does: the tabs entry to store and the answers of every other tab cleared. */
export function switchTab(
  form: Form,
  node: TabsNode,
  scope: Scope,
  chosen: string,
  answers: Answers,
): { tab: { tab_id: string; chosen_tab: string }; patch: Record<string, AnswerValue> } {
  if (!node.tabs.some((t) => t.id === chosen)) throw new Error(`tab group ${node.id} has no tab "${chosen}"`);
  const patch = emptyRecord<AnswerValue>();
  for (const t of node.tabs) {
    if (t.id === chosen) continue;
    for (const key of tabKeys(node, scope, t.id)) {
      if (answers[key] !== undefined && answers[key] !== "" && form.keys.has(key)) patch[key] = "";
    }
  }
  return { tab: { tab_id: resolveId(scope, node.id), chosen_tab: chosen }, patch };
}
