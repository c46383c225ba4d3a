import { type Form, answerSchema } from "../../engine/index.ts";
import { createAjv } from "../../engine/validation/createAjv.ts";
import type { LoadedSchema } from "./load.ts";
import type { Problem } from "./problem.ts";

/** The data model derived from the pages, and the account and document schemas, compile under the project's ajv configuration in strict mode. */
export function checkCompiles(schema: LoadedSchema, form: Form): Problem[] {
  const problems: Problem[] = [];
  const ajv = createAjv();
  const definitions = schema.account.find((f) => f.path.endsWith("definitions.schema.json"));
  if (definitions) ajv.addSchema(definitions.json);
  const compile = (path: string, json: () => object): void => {
    try {
      ajv.compile(json());
    } catch (error) {
      problems.push({ file: path, pointer: "", message: `does not compile: ${(error as Error).message}` });
    }
  };
  compile("pages/", () => answerSchema(form));
  for (const file of [schema.document, ...schema.account.filter((f) => f !== definitions)]) compile(file.path, () => file.json);
  return problems;
}
