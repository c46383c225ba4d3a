import { createAjv } from "../../engine/validation/createAjv.ts";
import type { LoadedSchema } from "./load.ts";
import type { Problem } from "./problem.ts";

/** The answer and account schemas compile under the project's ajv configuration in strict mode. */
export function checkCompiles(schema: LoadedSchema): Problem[] {
  const problems: Problem[] = [];
  const ajv = createAjv();
  const definitions = schema.account.find((f) => f.path.endsWith("definitions.schema.json"));
  if (definitions) ajv.addSchema(definitions.json);
  for (const file of [schema.answers, schema.document, ...schema.account.filter((f) => f !== definitions)]) {
    try {
      ajv.compile(file.json);
    } catch (error) {
      problems.push({ file: file.path, pointer: "", message: `does not compile: ${(error as Error).message}` });
    }
  }
  return problems;
}
