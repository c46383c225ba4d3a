import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type AnswerValue, type CompiledValidator, type Form, answerShapeErrors, applyChanges, compileForm, validateAnswers } from "../../../engine/index.ts";
import { createAjv } from "../../../engine/validation/createAjv.ts";
import { application } from "../../../schema/index.ts";
import { buildAnswerSchema } from "../../../scripts/schemaBuild.ts";
import { checkSchema } from "../../../scripts/schema-check.ts";
import { readDefinition } from "../../../scripts/schemaSource.ts";

// What a form author does with JSON alone, each in one file: the lint passes, and the data model
// and the engine (the code the browser and the server run) follow.
const today = { today: "2026-11-21" };
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

type Json = Record<string, unknown> & { children: Record<string, unknown>[] };

/** A copy of the real schema with one file edited, checked and built as `npm test` would. */
async function authored(file: string, edit: (doc: Json) => void): Promise<Form> {
  const dir = await mkdtemp(join(tmpdir(), "author-task-"));
  dirs.push(dir);
  await cp("schema", dir, { recursive: true });
  const doc = JSON.parse(await readFile(join(dir, file), "utf8")) as Json;
  edit(doc);
  await writeFile(join(dir, file), JSON.stringify(doc, null, 2));
  expect(await checkSchema(dir)).toEqual([]);
  const answers = createAjv().compile(await buildAnswerSchema(dir)) as CompiledValidator;
  return compileForm({ ...(await readDefinition(dir)), passwordRules: application.passwordRules, validators: { ...application.validators, answers } });
}

const section = (doc: Json, id: string): Json => doc.children.find((n) => n.id === id) as Json;

describe("an author's task in one file", () => {
  it("adds a repeat group of two fields, at most 3, with generated instances, keys and message prefixes", async () => {
    const form = await authored("pages/final-steps.json", (doc) => {
      section(doc, "conduct").children.push({
        kind: "repeat",
        id: "reference",
        max: 3,
        itemLabel: "Reference {n}",
        addLabel: "Add another reference",
        children: [
          { kind: "text", key: "name", label: "Reference Name", required: true },
          { kind: "text", key: "email", label: "Reference Email", pattern: "^\\S+@\\S+$", messages: { invalid: "Please enter the reference's e-mail address." } },
        ],
      });
    });
    const keys = [...form.keys.keys()].filter((k) => k.startsWith("reference_"));
    expect(keys).toEqual(["reference_name", "reference_email", "reference_2_name", "reference_2_email", "reference_3_name", "reference_3_email"]);
    const complete = await completeApplication();
    // The first instance is asked; a later one once started, its messages led by its label.
    expect(validateAnswers(form, complete, today).reference_name).toEqual(["Reference Name"]);
    const started = { ...complete, reference_name: "Ada", reference_2_email: "nope" };
    expect(validateAnswers(form, started, today)).toEqual({
      reference_2_name: ["Reference 2: Reference Name"],
      reference_2_email: ["Reference 2: Please enter the reference's e-mail address."],
    });
    expect(answerShapeErrors(form, { reference_4_name: "x" }, today)).toEqual({ reference_4_name: ["This answer is not part of the application."] });
  });

  it("adds an option to a list: the value is accepted and its label stored beside it", async () => {
    const form = await authored("pages/education.json", (doc) => {
      const major = section(doc, "transfer").children.find((n) => n.key === "applied_major") as { options: { value: string; label: string }[] };
      major.options.push({ value: "MATH", label: "Mathematics" });
    });
    expect(answerShapeErrors(form, { applied_major: "MATH" }, today)).toEqual({});
    expect(applyChanges(form, {}, { applied_major: "MATH" }).patch).toEqual({ applied_major: "MATH", applied_major_desc: "Mathematics" });
    expect(answerShapeErrors(compileForm(application), { applied_major: "MATH" }, today)).toHaveProperty("applied_major");
  });

  it("changes a message and a page title", async () => {
    const message = "Please give a home phone we can reach you at, such as (517) 555-0100.";
    const form = await authored("pages/about.json", (doc) => {
      doc.title = "About Yourself";
      const phone = section(doc, "address").children.find((n) => n.key === "phone_home") as { messages: { invalid: string } };
      phone.messages.invalid = message;
    });
    expect(form.pages[0]?.title).toBe("About Yourself");
    expect(validateAnswers(form, { ...(await completeApplication()), phone_home: "(123) 555-0100" }, today).phone_home).toEqual([message]);
  });
});

async function completeApplication(): Promise<Record<string, AnswerValue>> {
  return JSON.parse(await readFile("tests/fixtures/complete-application.json", "utf8")) as Record<string, AnswerValue>;
}
