import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type AnswerValue, type CompiledValidator, type Node, type Page, compileForm, validateAnswers } from "../../../engine/index.ts";
import { createAjv } from "../../../engine/validation/createAjv.ts";
import { application } from "../../../schema/index.ts";
import { checkSchema } from "../../../scripts/schema-check.ts";

// The README's worked example is the form author's first recipe: it must work as written.
const readme = await readFile("README.md", "utf8");
const section = readme.slice(readme.indexOf("### Worked example"), readme.indexOf("## Design notes"));
const [pageNode, modelEntries, rule] = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]!);

const dir = await mkdtemp(join(tmpdir(), "worked-example-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function edit(file: string, change: (doc: Record<string, unknown>) => void): Promise<Record<string, unknown>> {
  const path = join(dir, file);
  const doc = JSON.parse(await readFile(path, "utf8"));
  change(doc);
  await writeFile(path, JSON.stringify(doc, null, 2));
  return doc;
}

describe("the README's worked example", () => {
  it("passes schema:check once all three steps are done, and the new rule fires", async () => {
    await cp("schema", dir, { recursive: true });
    const page = (await edit("pages/education.json", (doc) => {
      const transfer = (doc.children as { children: Node[] }[])[0]!.children;
      const at = transfer.findIndex((n) => "key" in n && n.key === "associates_degree");
      transfer.splice(at + 1, 0, JSON.parse(pageNode!));
    })) as unknown as Page;
    const schema = await edit("answers.schema.json", (doc) => {
      Object.assign(doc.properties as object, JSON.parse(`{${modelEntries!.trim().replace(/,$/, "")}}`));
      (doc.allOf as unknown[]).push(JSON.parse(rule!));
    });
    expect(await checkSchema(dir)).toEqual([]);

    const form = compileForm({
      ...application,
      pages: application.pages.map((p) => (p.id === "education" ? page : p)),
      validators: { ...application.validators, answers: createAjv().compile(schema) as CompiledValidator },
    });
    const answers: Record<string, AnswerValue> = { associates_degree: "Y" };
    expect(validateAnswers(form, answers, { today: "2026-11-21" }).associates_degree_year).toEqual([
      "In which year did you earn your associate degree?",
    ]);
    expect(validateAnswers(form, { associates_degree: "N" }, { today: "2026-11-21" })).not.toHaveProperty("associates_degree_year");
  });

  it("fails schema:check while the key is only on the page", async () => {
    await cp("schema", dir, { recursive: true, force: true });
    await edit("pages/education.json", (doc) => {
      (doc.children as { children: unknown[] }[])[0]!.children.push(JSON.parse(pageNode!));
    });
    const problems = await checkSchema(dir);
    expect(problems.map((p) => p.message)).toContain('key "associates_degree_year" is not in the answer data model (answers.schema.json#/properties)');
  });
});
