/** The document questions of the application and the size of a document, as the schema gives them. */
import documentSchema from "../../schema/document.schema.json" with { type: "json" };
import { form } from "../form.ts";
import { AppError } from "../errors.ts";

/** Answer keys of the fileUpload questions, repeat instances included (college_transcript_upload, college_2_...). */
export const documentKeys: ReadonlySet<string> = new Set([...form.keys.values()].filter((info) => info.node.kind === "fileUpload").map((info) => info.key));

const maximum = documentSchema.properties.size.allOf.find((rule) => rule.maximum !== undefined)?.maximum;
if (maximum === undefined) throw new Error("schema/document.schema.json has no maximum size");

/** The largest document, in bytes: the storage policy's limit and the engine's rule are this one number. */
export const maxDocumentBytes: number = maximum;

/** `key` when it is a document question; refused otherwise. */
export function documentKey(key: string): string {
  if (!documentKeys.has(key)) throw new AppError("unknownDocumentQuestion", { answerKey: key });
  return key;
}
