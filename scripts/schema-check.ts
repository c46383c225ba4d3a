/**
 * `npm run schema:check [-- --dir path/to/schema]`: validates every schema file against its
 * meta-schema and runs the developer checks of spec section 5. Prints file#pointer: problem
 * for each mistake and exits 1 when there is any.
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { compileForm } from "../engine/index.ts";
import { checkCompiles } from "./schema-lint/compileSchemas.ts";
import { checkKeys } from "./schema-lint/keys.ts";
import { loadSchema } from "./schema-lint/load.ts";
import { checkMetaSchemas } from "./schema-lint/metaSchemas.ts";
import { type Problem, formatProblem } from "./schema-lint/problem.ts";
import { checkReferences } from "./schema-lint/references.ts";

export async function checkSchema(dir: string): Promise<Problem[]> {
  const schema = await loadSchema(dir);
  const problems = checkMetaSchemas(schema);
  // The engine reads the pages only once they have the shape the meta-schema promises.
  if (problems.some((p) => p.file.startsWith("pages/") || p.file.startsWith("options/") || p.file === "rules.json")) return problems;
  let form;
  try {
    form = compileForm(schema.definition);
  } catch (error) {
    return [...problems, { file: "options/", pointer: "", message: (error as Error).message }];
  }
  return [...problems, ...checkKeys(schema, form), ...checkReferences(schema, form), ...checkCompiles(schema, form)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--dir");
  const dir = resolve((at > 0 && process.argv[at + 1]) || "schema");
  const problems = await checkSchema(dir);
  for (const p of problems) console.error(formatProblem(p));
  console.log(problems.length ? `schema:check: ${problems.length} problem(s) in ${dir}` : `schema:check: ${dir} is sound`);
  process.exitCode = problems.length ? 1 : 0;
}
