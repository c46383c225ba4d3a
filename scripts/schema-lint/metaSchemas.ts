import Ajv from "ajv";
import addFormats from "ajv-formats";
import type { LoadedSchema, SchemaFile } from "./load.ts";
import type { Finding } from "./problem.ts";

/** Every page, option list and the partner settings validated against the meta-schema its `$schema` names. */
export function checkMetaSchemas(schema: LoadedSchema): Finding[] {
  const ajv = new Ajv({ allErrors: true, discriminator: true, strict: false });
  addFormats(ajv);
  for (const m of schema.meta) ajv.addSchema(m.json);
  const byFile = new Map(schema.meta.map((m) => [m.path.replace(/^meta\//, ""), m.json.$id as string]));
  const problems: Finding[] = [];
  const check = (file: SchemaFile, expected: string): void => {
    const named = String(file.json.$schema ?? "").split("/").pop() ?? "";
    if (named !== expected) {
      problems.push({ file: file.path, pointer: "/$schema", message: `must name its meta-schema "${expected}" so editors can check it` });
    }
    const validate = ajv.getSchema(byFile.get(expected) ?? "");
    if (!validate) throw new Error(`meta-schema ${expected} is missing from schema/meta/`);
    if (validate(file.json)) return;
    const seen = new Set<string>();
    for (const e of validate.errors ?? []) {
      if (e.keyword === "discriminator") {
        const { tag, tagValue } = e.params as { tag: string; tagValue: unknown };
        problems.push({ file: file.path, pointer: `${e.instancePath}/${tag}`, message: `${JSON.stringify(tagValue)} is not a ${tag} of the question format (see meta/page.schema.json)` });
        continue;
      }
      const detail = e.params && "allowedValues" in e.params ? `: ${(e.params.allowedValues as unknown[]).join(", ")}` : "";
      const extra = e.params && "additionalProperty" in e.params ? ` "${e.params.additionalProperty as string}"` : "";
      const message = `${e.message ?? e.keyword}${extra}${detail}`;
      const line = `${e.instancePath} ${message}`;
      if (!seen.has(line)) problems.push({ file: file.path, pointer: e.instancePath, message });
      seen.add(line);
    }
  };
  for (const f of schema.pages) check(f, "page.schema.json");
  for (const f of schema.options) check(f, "option-list.schema.json");
  check(schema.partner, "partner.schema.json");
  check(schema.rules, "rules.schema.json");
  return problems;
}
