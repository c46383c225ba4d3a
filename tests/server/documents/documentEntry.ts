/**
 * A document question that stands in a repeat group, as the schema places it: the group and the
 * question's key in each entry. Tests take these from the form, so a renamed key or group moves
 * with them.
 */
import { type RepeatNode, instanceKey } from "../../../engine/index.ts";
import { documentKeys } from "../../../server/documents/questions.ts";
import { form, repeatGroups } from "../../../server/form.ts";

export interface DocumentEntry {
  /** A repeat group of at least three entries whose template asks for a document. */
  group: RepeatNode;
  /** The document question's answer key in entry n. */
  key: (n: number) => string;
}

function firstDocumentEntry(): DocumentEntry {
  for (const documentKey of documentKeys) {
    const info = form.keys.get(documentKey);
    const group = info?.scope.group && repeatGroups.get(info.scope.group.id);
    if (!info || info.node.kind !== "fileUpload" || !group || group.max < 3) continue;
    const relative = info.node.key;
    return { group, key: (n) => instanceKey(group.id, n, relative) };
  }
  throw new Error("no repeat group of three entries or more holds a document question");
}

export const documentEntry: DocumentEntry = firstDocumentEntry();
