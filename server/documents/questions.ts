/** The document questions of the application and the size of a document, as the schema gives them. */
import { type Form, conditionedDocuments, resolveKey } from "../../engine/index.ts";
import documentSchema from "../../schema/generated/form/document.schema.ts";
import { form } from "../form.ts";
import { AppError } from "../errors.ts";

/** Answer keys of the fileUpload questions, repeat instances included (college_transcript_upload, college_2_...). */
export const documentKeys: ReadonlySet<string> = new Set([...form.keys.values()].filter((info) => info.node.kind === "fileUpload").map((info) => info.key));

/**
 * No condition may hide a document question (engine/form/conditionedDocuments.ts says why, and
 * `schema:check` names each one), so the server does not start with a form where one could. Tabs
 * may hold them: a tab switch removes the documents of the tabs it leaves (application/tabs.ts).
 */
export function refuseHiddenDocuments(compiled: Form): void {
  for (const page of compiled.pages) {
    const [first] = conditionedDocuments(page);
    if (first) throw new Error(`the document question ${resolveKey(first.scope, first.question.key)} (page ${page.id}) stands inside a condition, which could hide a converted file; npm run schema:check names every one`);
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
