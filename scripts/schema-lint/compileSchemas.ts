import { type Form, answerSchema, localeMessageTables, resolveTexts, schemaMessageTable } from "../../engine/index.ts";
import { createAjv } from "../../engine/validation/createAjv.ts";
import { compiledModel } from "../compiledModel.ts";
import type { LoadedSchema } from "./load.ts";
import { declaredLocales } from "./localeTexts.ts";
import type { Finding } from "./problem.ts";

// What the account and document schemas' compile found, by their text: they seldom change while
// the workbench checks the folder on every save, and compiling them is a good part of a check.
let lastAccount: { text: string; findings: Finding[] } | undefined;

/**
 * The data model derived from the pages, and the account and document schemas, compile under the
 * project's ajv configuration in strict mode; the data model's messages have one translation per
 * place in each locale besides the default (engine/model/localeMessages.ts).
 */
export function checkCompiles(schema: LoadedSchema, form: Form): Finding[] {
  const findings: Finding[] = [];
  try {
    compiledModel(answerSchema(form));
  } catch (error) {
    // The data model has no file of its own; it is reported on rules.json, the other half of its source.
    findings.push({ file: schema.rules.path, pointer: "", message: `the data model derived from the pages and this file does not compile: ${(error as Error).message}` });
  }
  try {
    localeMessageTables(schema.definition);
  } catch (error) {
    // One validator speaks every locale through a table of its messages, which must be one text per message and place.
    findings.push({ file: schema.rules.path, pointer: "", message: `the data model's messages cannot be put in each locale: ${(error as Error).message}` });
  }
  return [...findings, ...accountFindings(schema)];
}

/**
 * The account and document schemas compile, each against the account definitions, with their
 * messages in the default locale (as schema:build generates their validators); their messages
 * have one translation each in every other locale (engine/validation/schemaMessages.ts).
 */
function accountFindings(schema: LoadedSchema): Finding[] {
  const [first = "en", ...others] = declaredLocales(schema.partner);
  const definitions = schema.account.find((f) => f.path.endsWith("definitions.schema.json"));
  const files = [schema.document, ...schema.account.filter((f) => f !== definitions)];
  const text = JSON.stringify([first, others, definitions?.text, ...files.map((f) => [f.path, f.text])]);
  if (lastAccount?.text === text) return lastAccount.findings;
  const findings: Finding[] = [];
  const ajv = createAjv();
  // A text missing the default locale cannot be read in it; checkSchemaTexts names it.
  const inDefault = (json: unknown): Record<string, unknown> => resolveTexts(json, first) as Record<string, unknown>;
  try {
    if (definitions) ajv.addSchema(inDefault(definitions.json));
    for (const file of files) {
      try {
        ajv.compile(inDefault(file.json));
      } catch (error) {
        findings.push({ file: file.path, pointer: "", message: `this schema does not compile: ${(error as Error).message}` });
      }
    }
    const written = [...(definitions ? [definitions.json] : []), ...files.map((f) => f.json)];
    for (const locale of others) {
      try {
        schemaMessageTable(written, first, locale);
      } catch (error) {
        findings.push({ file: definitions?.path ?? schema.document.path, pointer: "", message: `the account forms' and uploads' messages cannot be put in each locale: ${(error as Error).message}` });
      }
    }
  } catch {
    // Named by checkSchemaTexts.
  }
  lastAccount = { text, findings };
  return findings;
}
