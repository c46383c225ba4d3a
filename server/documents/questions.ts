/** The document questions of the application and the size of a document, as the schema gives them. */
import { type Form, childLists, forEachNode, resolveKey } from "../../engine/index.ts";
import documentSchema from "../../schema/document.schema.json" with { type: "json" };
import { form } from "../form.ts";
import { AppError } from "../errors.ts";

/** Answer keys of the fileUpload questions, repeat instances included (college_transcript_upload, college_2_...). */
export const documentKeys: ReadonlySet<string> = new Set([...form.keys.values()].filter((info) => info.node.kind === "fileUpload").map((info) => info.key));

/**
 * A converted file sets its answer without the engine (store.ts endConversion), and hiding a
 * document would have to remove its file too, which a save does not do: so no condition may hide
 * a document question, and the server does not start with a form where one could. Tabs may hold
 * them (a tab switch clears its own answers).
 */
export function refuseHiddenDocuments(compiled: Form): void {
  for (const page of compiled.pages) {
    forEachNode(page.children, (node, scope) => {
      if (node.kind !== "conditional" && node.kind !== "conditionalGroups") return;
      forEachNode(childLists(node).flatMap((list) => list.nodes), (inner, at) => {
        if (inner.kind === "fileUpload") throw new Error(`the document question ${resolveKey(at, inner.key)} (page ${page.id}) stands inside a condition, which could hide a converted file`);
      }, scope);
    });
  }
}
refuseHiddenDocuments(form);

const maximum = documentSchema.properties.size.allOf.find((rule) => rule.maximum !== undefined)?.maximum;
if (maximum === undefined) throw new Error("schema/document.schema.json has no maximum size");

/** The largest document, in bytes: the storage policy's limit and the engine's rule are this one number. */
export const maxDocumentBytes: number = maximum;

/** `key` when it is a document question; refused otherwise. */
export function documentKey(key: string): string {
  if (!documentKeys.has(key)) throw new AppError("unknownDocumentQuestion", { answerKey: key });
  return key;
}
