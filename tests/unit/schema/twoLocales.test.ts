/**
 * A form of two locales (examples/scholarship, partner.json `"locales": ["en", "es"]`): sound once
 * every text has both, and compiled for either, its labels, option labels and messages are in that
 * locale. Its validators are built as schema:build builds them, once, from the default locale's data
 * model, with the table of their messages in the other locale beside them; the form compiled for a
 * locale reports their errors in it on the engine's paths the browser and the server use.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Authored,
  type CompiledValidator,
  type FormDefinition,
  type SelectQuestion,
  answerShapeErrors,
  compileForm,
  interpolate,
  labelFor,
  localeMessageTables,
  resolveTexts,
  validateAnswers,
} from "../../../engine/index.ts";
import { checkSchema } from "../../../scripts/schema-check.ts";
import { applyEdit } from "../../../scripts/jsonEdits.ts";
import { answerValidatorModule, buildAnswerSchema, ownRulesModel, standaloneModule } from "../../../scripts/schemaBuild.ts";
import { readDefinition } from "../../../scripts/schemaSource.ts";
import { cleanUp, exampleCopy } from "./exampleCopy.ts";

const spanish = {
  label: { en: "First Name", es: "Nombre" },
  required: { en: "Please enter your first name.", es: "Escriba su nombre." },
  merit: { en: "Merit Scholarship", es: "Beca al mérito" },
  option: { en: "Please choose one of the options offered.", es: "Elija una de las opciones ofrecidas." },
  dateLabel: { en: "Date of Birth", es: "Fecha de nacimiento" },
};

/** A date whose year may be at most 5 years back: {year} of its message is filled from ajv's params. */
const birthDate = { kind: "date", key: "birth_date", label: spanish.dateLabel, minYearOffset: -5 };

const clock = { today: "2026-11-28" };

let dir = "";
let authored: FormDefinition;
/** The validators as schema:build writes them: standalone code, from the default locale's data model. */
let answers: CompiledValidator;
let ownRules: CompiledValidator;

/** A standalone module written into the copy and imported, as the browser and server import the generated ones. */
async function imported(name: string, code: string): Promise<CompiledValidator> {
  const path = join(dir, `${name}.js`);
  await writeFile(path, code);
  return ((await import(pathToFileURL(path).href)) as Record<string, CompiledValidator>)[name]!;
}

beforeAll(async () => {
  dir = await exampleCopy([
    { file: "partner.json", op: "replace", pointer: "/locales", value: ["en", "es"] },
    { file: "pages/applicant.json", op: "replace", pointer: "/children/0/children/0/label", value: spanish.label },
    { file: "pages/applicant.json", op: "add", pointer: "/children/0/children/0/messages", value: { required: spanish.required } },
    { file: "pages/applicant.json", op: "add", pointer: "/children/0/children/-", value: birthDate },
    { file: "options/scholarships.json", op: "replace", pointer: "/options/0/label", value: spanish.merit },
    { file: "rules.json", op: "replace", pointer: "/messages/option", value: spanish.option },
  ]);
  // Every other text, which schema:check names as plain, gets a Spanish text of its own too: the
  // pages' first, then (their stage of the check reached) the account forms' and uploads' messages.
  for (let stage = 0; stage < 3; stage++) {
    for (const { file, pointer } of await checkSchema(dir)) {
      const text = await readFile(join(dir, file), "utf8");
      const english = pointer.split("/").slice(1).reduce<unknown>((v, s) => (v as Record<string, unknown>)[s.replaceAll("~1", "/").replaceAll("~0", "~")], JSON.parse(text));
      await writeFile(join(dir, file), applyEdit(text, { file, op: "replace", pointer, value: { en: english, es: `${String(english)} (es)` } }));
    }
  }
  const model = await buildAnswerSchema(dir);
  answers = await imported("answers", answerValidatorModule(model));
  ownRules = await imported("ownRules", standaloneModule({ ownRules: ownRulesModel(model) }));
  const read = await readDefinition(dir);
  authored = { ...read, validators: { ...read.validators, answers, answerMessages: localeMessageTables(read) } };
}, 60_000);

afterAll(cleanUp);

/** The copy's rules.json messages in a locale, as the author wrote them. */
async function ruleMessages(locale: string): Promise<Record<string, string>> {
  const rules = JSON.parse(await readFile(join(dir, "rules.json"), "utf8")) as Authored.Rules;
  return resolveTexts(rules.messages, locale) as unknown as Record<string, string>;
}

describe("a form of two locales", () => {
  it("is sound once every text has both", async () => {
    expect(await checkSchema(dir)).toEqual([]);
  }, 20_000);

  describe.each(["es", "en"] as const)("compiled for %s", (locale) => {
    const form = () => compileForm(authored, { locale });

    it("has the labels and option labels of that locale", () => {
      expect(form().locale).toBe(locale);
      const firstName = form().keys.get("first_name")?.node;
      expect(firstName && "label" in firstName ? firstName.label : undefined).toBe(spanish.label[locale]);
      const scholarship = form().keys.get("scholarship")?.node as SelectQuestion;
      expect(labelFor(scholarship.options, form().lists, "MERIT")).toBe(spanish.merit[locale]);
      expect(form().pages[0]?.title).toBe(locale === "es" ? "About You (es)" : "About You");
    });

    it("validates with the one validator in the messages of that locale", async () => {
      const messages = await ruleMessages(locale);
      const lastName = form().keys.get("last_name")?.node;
      const errors = validateAnswers(form(), { scholarship: "NONE", birth_date: "2011-05-04" }, clock);
      // A required answer worded by rules.json, the author's own message of a question, an option out of the list.
      expect(errors.last_name).toEqual([messages.required!.replace("{label}", lastName && "label" in lastName ? String(lastName.label) : "")]);
      expect(errors.first_name).toEqual([spanish.required[locale]]);
      expect(errors.scholarship).toEqual([spanish.option[locale]]);
      // Translated before {year} is filled from ajv's params: 2026 - 5.
      expect(errors.birth_date).toEqual([interpolate(messages.minYearOffset!, { year: 2021 })]);
    });

    it("refuses a save in the messages of that locale, with the save check's validator (the server's)", async () => {
      const messages = await ruleMessages(locale);
      const saving = compileForm({ ...authored, validators: { ...authored.validators, answers: ownRules } }, { locale });
      const errors = answerShapeErrors(saving, { scholarship: "NONE", favourite_colour: "blue" }, clock);
      expect(errors).toEqual({ scholarship: [spanish.option[locale]], favourite_colour: [messages.unknownKey] });
    });

    it("checks a date as it is typed in the messages of that locale (the renderer's check)", async () => {
      const messages = await ruleMessages(locale);
      const errors = answerShapeErrors(form(), { birth_date: "2021-02-30" }, clock, ["birth_date"]);
      expect(errors.birth_date).toEqual([messages.invalid!.replace("{label}", spanish.dateLabel[locale])]);
    });
  });

  it("does not validate for a locale whose messages its definition does not carry", () => {
    const bare = compileForm({ ...authored, validators: { answers } }, { locale: "es" });
    expect(() => validateAnswers(bare, {}, clock)).toThrow('this form carries no messages in "es" for its answers\' validator');
  });

  it("is not compiled for a locale it does not declare", async () => {
    const read = await readDefinition(dir);
    expect(() => compileForm(read, { locale: "fr" })).toThrow('the form is not written in "fr": partner.json declares en, es');
  });

  it("is not compiled for a locale one of its texts lacks, which it names", async () => {
    const read = await readDefinition(dir);
    const [page, ...rest] = read.pages;
    const english = { ...page!, title: { en: "About You" } };
    expect(() => compileForm({ ...read, pages: [english, ...rest] }, { locale: "es" })).toThrow(`page ${page!.id} /title: no "es" text`);
  });
});
