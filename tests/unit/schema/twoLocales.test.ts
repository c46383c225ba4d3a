/**
 * A form of two locales (examples/scholarship, partner.json `"locales": ["en", "es"]`): sound once
 * every text has both, and compiled for either, its labels, option labels and messages are in that
 * locale, the messages on the engine's validation path the server uses too.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FormDefinition, type SelectQuestion, answerSchema, compileForm, labelFor, validateAnswers } from "../../../engine/index.ts";
import { createAjv } from "../../../engine/validation/createAjv.ts";
import { checkSchema } from "../../../scripts/schema-check.ts";
import { applyEdit } from "../../../scripts/jsonEdits.ts";
import { readDefinition } from "../../../scripts/schemaSource.ts";
import { cleanUp, exampleCopy } from "./exampleCopy.ts";

const spanish = {
  label: { en: "First Name", es: "Nombre" },
  required: { en: "Please enter your first name.", es: "Escriba su nombre." },
  merit: { en: "Merit Scholarship", es: "Beca al mérito" },
  option: { en: "Please choose one of the options offered.", es: "Elija una de las opciones ofrecidas." },
};

let dir = "";

beforeAll(async () => {
  dir = await exampleCopy([
    { file: "partner.json", op: "replace", pointer: "/locales", value: ["en", "es"] },
    { file: "pages/applicant.json", op: "replace", pointer: "/children/0/children/0/label", value: spanish.label },
    { file: "pages/applicant.json", op: "add", pointer: "/children/0/children/0/messages", value: { required: spanish.required } },
    { file: "options/scholarships.json", op: "replace", pointer: "/options/0/label", value: spanish.merit },
    { file: "rules.json", op: "replace", pointer: "/messages/option", value: spanish.option },
  ]);
  // Every other text, which schema:check names as plain, gets a Spanish text of its own too.
  for (const { file, pointer } of await checkSchema(dir)) {
    const text = await readFile(join(dir, file), "utf8");
    const english = pointer.split("/").slice(1).reduce<unknown>((v, s) => (v as Record<string, unknown>)[s.replaceAll("~1", "/").replaceAll("~0", "~")], JSON.parse(text));
    await writeFile(join(dir, file), applyEdit(text, { file, op: "replace", pointer, value: { en: english, es: `${String(english)} (es)` } }));
  }
}, 60_000);

afterAll(cleanUp);

/** The form compiled for a locale, with the answers' validator built from its own data model, as schema:build builds it. */
async function compiledFor(locale: string) {
  const authored: FormDefinition = await readDefinition(dir);
  const answers = createAjv().compile(answerSchema(compileForm(authored, { locale })));
  return compileForm({ ...authored, validators: { answers } }, { locale });
}

const clock = { today: "2026-11-28" };

describe("a form of two locales", () => {
  it("is sound once every text has both", async () => {
    expect(await checkSchema(dir)).toEqual([]);
  }, 20_000);

  describe.each(["es", "en"] as const)("compiled for %s", (locale) => {
    it("has the labels and option labels of that locale", async () => {
      const form = await compiledFor(locale);
      expect(form.locale).toBe(locale);
      const firstName = form.keys.get("first_name")?.node;
      expect(firstName && "label" in firstName ? firstName.label : undefined).toBe(spanish.label[locale]);
      const scholarship = form.keys.get("scholarship")?.node as SelectQuestion;
      expect(labelFor(scholarship.options, form.lists, "MERIT")).toBe(spanish.merit[locale]);
      expect(form.pages[0]?.title).toBe(locale === "es" ? "About You (es)" : "About You");
    });

    it("validates with the messages of that locale", async () => {
      const errors = validateAnswers(await compiledFor(locale), { scholarship: "NONE" }, clock);
      expect(errors.first_name).toEqual([spanish.required[locale]]);
      expect(errors.scholarship).toEqual([spanish.option[locale]]);
    });
  });

  it("is not compiled for a locale it does not declare", async () => {
    const authored = await readDefinition(dir);
    expect(() => compileForm(authored, { locale: "fr" })).toThrow('the form is not written in "fr": partner.json declares en, es');
  });

  it("is not compiled for a locale one of its texts lacks, which it names", async () => {
    const authored = await readDefinition(dir);
    const [page, ...rest] = authored.pages;
    const english = { ...page!, title: { en: "About You" } };
    expect(() => compileForm({ ...authored, pages: [english, ...rest] }, { locale: "es" })).toThrow(`page ${page!.id} /title: no "es" text`);
  });
});
