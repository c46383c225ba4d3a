/**
 * A document question that stands in a tab, as the schema places it: its tab group, the tab that
 * holds it and one that does not. Tests take these from the form, so a renamed key or tab moves
 * with them.
 */
import { tabKeys } from "../../../engine/index.ts";
import { documentKeys } from "../../../server/documents/questions.ts";
import { tabGroups } from "../../../server/form.ts";

export interface DocumentTab {
  /** The tab group's resolved id, as PUT /api/tabs takes it. */
  tabId: string;
  /** The tab holding the document question. */
  holding: string;
  /** Another tab of the group. */
  other: string;
  /** The document question's answer key. */
  key: string;
}

function firstDocumentTab(): DocumentTab {
  for (const [tabId, { node, scope }] of tabGroups) {
    for (const tab of node.tabs) {
      const key = tabKeys(node, scope, tab.id).find((k) => documentKeys.has(k));
      const other = node.tabs.find((t) => t.id !== tab.id);
      if (key && other) return { tabId, holding: tab.id, other: other.id, key };
    }
  }
  throw new Error("no tab group of the form holds a document question");
}

export const documentTab: DocumentTab = firstDocumentTab();
