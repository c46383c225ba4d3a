import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type CompiledValidator, type Page, type RepeatNode, compileForm, validateAnswers } from "../../../engine/index.ts";
import { createAjv } from "../../../engine/validation/createAjv.ts";
import { application } from "../../../schema/index.ts";
import { authoringDoc } from "../../../scripts/authoring-docs.ts";
import { buildAnswerSchema } from "../../../scripts/schemaBuild.ts";
import { checkSchema } from "../../../scripts/schema-check.ts";
import { readDefinition } from "../../../scripts/schemaSource.ts";
import { cleanUp, frozenCopy } from "./brokenCopy.ts";

const doc = await readFile("docs/authoring.md", "utf8");

// docs/authoring.md is rewritten by every `npm run schema:build` (which `npm test` runs first), so
// it describes the format and the form as they are; the test sees what the build wrote.
describe("docs/authoring.md", () => {
  it("is what the build writes from the meta-schemas and the form today", async () => {
    expect(doc).toBe(await authoringDoc());
  });
});

// The reference's worked example must work as written: the snippet, put where the text says,
// passes the lint, and the instances, keys and messages its table lists are the data model's.
const section = doc.slice(doc.indexOf("## Worked example"));
const snippet = JSON.parse(section.match(/```json\n([\s\S]*?)```/)![1]!) as { children: RepeatNode[] };
const page = section.match(/`children` of `schema\/(pages\/[a-z-]+\.json)`/)![1]!;
const group = snippet.children[0]!;
const [name, phone] = group.children as { key: string }[];
const cells = (line: string): string[] => line.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim());
const [header, , ...rows] = section.split("\n").filter((l) => l.startsWith("| ")).map(cells);
const wrongPhone = JSON.parse(header![3]!.match(/`("[^`]*")`$/)![1]!) as string;
const codes = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
const [beyond, refusal] = section.match(/such as `([a-z0-9_]+)`, is refused: "([^"]+)"/)!.slice(1) as [string, string];
const clock = { today: "2026-11-21" };

afterAll(cleanUp);

describe("the reference's worked example", () => {
  it("passes schema:check, and generates the instances, keys and messages the reference lists", async () => {
    // On the frozen copy of the form, which an author's own edits (this example among them) never reach.
    const dir = await frozenCopy();
    const path = join(dir, page);
    const edited = JSON.parse(await readFile(path, "utf8")) as Page;
    edited.children.push(snippet as unknown as Page["children"][number]);
    await writeFile(path, JSON.stringify(edited, null, 2));
    expect(await checkSchema(dir)).toEqual([]);

    const schema = await buildAnswerSchema(dir);
    const answers = createAjv().compile(schema) as CompiledValidator;
    const form = compileForm({ ...(await readDefinition(dir)), passwordRules: application.passwordRules, validators: { ...application.validators, answers } });

    // One row per instance, 1 to max, and the data model holds exactly their keys.
    expect(rows.map((r) => Number(r[0]))).toEqual(Array.from({ length: group.max }, (_, i) => i + 1));
    const listed = rows.flatMap((r) => codes(r[1]!));
    expect(Object.keys(schema.properties as object).filter((k) => k.startsWith(`${group.id}_`))).toEqual(listed);

    for (const [, keys, nameMessage, phoneMessage] of rows) {
      const [nameKey, phoneKey] = [codes(keys!).find((k) => k.endsWith(`_${name!.key}`))!, codes(keys!).find((k) => k.endsWith(`_${phone!.key}`))!];
      const errors = validateAnswers(form, { [phoneKey]: wrongPhone }, clock);
      expect([errors[nameKey], errors[phoneKey]], keys).toEqual([[nameMessage], [phoneMessage]]);
    }
    // A later instance nobody started is not asked; a key beyond max is no part of the data model.
    expect(validateAnswers(form, {}, clock)).not.toHaveProperty(codes(rows[1]![1]!)[0]!);
    expect(validateAnswers(form, { [beyond]: "Ada" }, clock)[beyond]).toEqual([refusal]);
  });
});
