import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type AnswerValue, type CompiledValidator, type Node, type Page, applyChanges, compileForm, validateAnswers } from "../../../engine/index.ts";
import { createAjv } from "../../../engine/validation/createAjv.ts";
import { application } from "../../../schema/index.ts";
import { buildAnswerSchema } from "../../../scripts/schemaBuild.ts";
import { checkSchema } from "../../../scripts/schema-check.ts";
import { readDefinition } from "../../../scripts/schemaSource.ts";
import { modelMessage } from "../../support/modelMessage.ts";
import { cleanUp, frozenCopy } from "./brokenCopy.ts";

// The README's worked example is the form author's first recipe: it must work as written, with
// one page file touched. It is done on the frozen copy of the form, which an author's own edits
// (this example among them) never reach.
const readme = await readFile("README.md", "utf8");
const section = readme.slice(readme.indexOf("### Worked example"), readme.indexOf("## Design notes"));
const [pageNode] = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]!);
const node = JSON.parse(pageNode!) as Node & { children: { key: string; label: string; messages: { required: string } }[] };
const question = node.children[0]!;
const today = { today: "2026-11-21" };

afterAll(cleanUp);

describe("the README's worked example", () => {
  it("passes schema:check, and the new rule fires while the question is shown", async () => {
    const dir = await frozenCopy();
    const path = join(dir, "pages/education.json");
    const doc = JSON.parse(await readFile(path, "utf8")) as Page;
    const transfer = (doc.children[0] as { children: Node[] }).children;
    transfer.splice(transfer.findIndex((n) => "key" in n && n.key === "associates_degree") + 1, 0, node);
    await writeFile(path, JSON.stringify(doc, null, 2));
    expect(await checkSchema(dir)).toEqual([]);

    const schema = await buildAnswerSchema(dir);
    expect(Object.keys(schema.properties as object)).toEqual(expect.arrayContaining([question.key, `${question.key}_desc`]));
    const form = compileForm({ ...(await readDefinition(dir)), passwordRules: application.passwordRules, validators: { ...application.validators, answers: createAjv().compile(schema) as CompiledValidator } });
    const answers: Record<string, AnswerValue> = { associates_degree: "Y" };
    expect(validateAnswers(form, answers, today)[question.key]).toEqual([question.messages.required]);
    expect(validateAnswers(form, { associates_degree: "Y", [question.key]: "1901" }, today)[question.key]).toEqual([modelMessage(schema, question.key, "option", form.vars)]);
    expect(validateAnswers(form, { associates_degree: "Y", [question.key]: "2020" }, today)).not.toHaveProperty(question.key);
    expect(validateAnswers(form, { associates_degree: "N" }, today)).not.toHaveProperty(question.key);
    // Changing the answer hides the question and clears what was chosen.
    const { patch } = applyChanges(form, { associates_degree: "Y", [question.key]: "2020", [`${question.key}_desc`]: "2020" }, { associates_degree: "N" });
    expect(patch).toMatchObject({ [question.key]: "", [`${question.key}_desc`]: "" });
  });
});
