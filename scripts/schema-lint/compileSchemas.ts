import { type Form, answerSchema } from "../../engine/index.ts";
import { createAjv } from "../../engine/validation/createAjv.ts";
import type { LoadedSchema } from "./load.ts";
import type { Finding } from "./problem.ts";

/** The data model derived from the pages, and the account and document schemas, compile under the project's ajv configuration in strict mode. */
export function checkCompiles(schema: LoadedSchema, form: Form): Finding[] {
  const findings: Finding[] = [];
  const ajv = createAjv();
  const definitions = schema.account.find((f) => f.path.endsWith("definitions.schema.json"));
  if (definitions) ajv.addSchema(definitions.json);
  const compile = (path: string, what: string, json: () => object): void => {
    try {
      ajv.compile(json());
    } catch (error) {
      findings.push({ file: path, pointer: "", message: `${what} does not compile: ${(error as Error).message}` });
    }
  };
  // The data model has no file of its own; it is reported on rules.json, the other half of its source.
  compile(schema.rules.path, "the data model derived from the pages and this file", () => answerSchema(form));
  for (const file of [schema.document, ...schema.account.filter((f) => f !== definitions)]) compile(file.path, "this schema", () => file.json);
  return findings;
}
