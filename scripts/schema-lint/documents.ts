import { type Page, conditionedDocuments } from "../../engine/index.ts";
import type { LoadedSchema } from "./load.ts";
import type { Finding } from "./problem.ts";

/**
 * No document question inside a condition: the same rule, by the same function, that makes the
 * server refuse to start (server/documents/questions.ts), found here first and at its place.
 */
export function checkConditionedDocuments(schema: LoadedSchema): Finding[] {
  return schema.pages.flatMap((file) =>
    conditionedDocuments(file.json as unknown as Page).map(({ question, pointer, condition }) => ({
      file: file.path,
      pointer,
      message: `the document question "${question.key}" stands inside the condition at ${condition}, which could hide a file already converted; a fileUpload may not stand inside a conditional or conditionalGroups (tabs may hold it), and npm start refuses such a form`,
    })),
  );
}
