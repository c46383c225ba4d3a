import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type CompiledValidator, type Form, answerShapeErrors, applyChanges, compileForm, validateAnswers } from "../../../engine/index.ts";
import { createAjv } from "../../../engine/validation/createAjv.ts";
import { application } from "../../../schema/index.ts";
import { buildAnswerSchema } from "../../../scripts/schemaBuild.ts";
import { checkSchema } from "../../../scripts/schema-check.ts";
import { readDefinition } from "../../../scripts/schemaSource.ts";
import { completeApplication, completeApplicationFor } from "../../support/completeApplication.ts";

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

// The edits use names of their own (never the README's examples), so an author who has done those
// examples in schema/ still sees these pass; and they find their place by what the pages hold, not
// by today's section ids.
const group = { id: "author_task_group", itemLabel: "Task entry {n}", name: "Task Entry Name", email: "Task Entry Email" };
const option = { value: "AUTHOR_TASK_OPTION", label: "Author task option" };

// The form's locales, its default first: the tasks' texts are in the default locale, as the form
// is compiled by default, and in the others as the form wants every text once it has several.
const locales = application.partner.locales ?? ["en"];
const spanish: Record<string, string> = {
  "Task entry {n}": "Entrada de tarea {n}",
  "Add another task entry": "Agregar otra entrada de tarea",
  [group.name]: "Nombre de la entrada de tarea",
  [group.email]: "Correo electrónico de la entrada de tarea",
  "Please enter the task entry's e-mail address.": "Escriba el correo electrónico de la entrada de tarea.",
  [option.label]: "Opción de tarea de autor",
  "Please give a phone number we can reach you at, such as (517) 555-0100.": "Indique un número de teléfono en el que podamos comunicarnos con usted, como (517) 555-0100.",
};
/**
 * A text as an author writes it in this form: the default locale's alone in a form of one locale,
 * else a map of each locale's (a locale with no text here is left out, and schema:check names it).
 */
const text = (byLocale: Record<string, string | undefined>): string | Record<string, string | undefined> =>
  locales.length > 1 ? Object.fromEntries(locales.map((l) => [l, byLocale[l]])) : (byLocale[locales[0]] ?? "");
/** A text of the tasks, written in English, with its Spanish. */
const task = (english: string): ReturnType<typeof text> => text({ [locales[0]]: english, es: spanish[english] });

/** The first section of a page, where an author adds a question or a group. */
const firstSection = (doc: Json): Json => doc.children.find((n) => n.kind === "section") as Json;

/** Every node of a page, depth first. */
function nodesOf(node: Record<string, unknown>): Record<string, unknown>[] {
  const lists = ["children", "tabs", "groups"].flatMap((name) => (Array.isArray(node[name]) ? [node[name] as Record<string, unknown>[]] : []));
  return lists.flat().flatMap((child) => [child, ...nodesOf(child)]);
}

/** The page files in step order, as the compiled form has them (the files themselves are read in name order). */
const stepOrder = compileForm(application).pages;
const pageFiles = stepOrder.map((page) => `pages/${page.id}.json`);

describe("an author's task in one file", () => {
  it("adds a repeat group of two fields, at most 3, with generated instances, keys and message prefixes", async () => {
    const lastPage = pageFiles.at(-1)!;
    const form = await authored(lastPage, (doc) => {
      firstSection(doc).children.push({
        kind: "repeat",
        id: group.id,
        max: 3,
        itemLabel: task(group.itemLabel),
        addLabel: task("Add another task entry"),
        children: [
          { kind: "text", key: "name", label: task(group.name), required: true },
          { kind: "text", key: "email", label: task(group.email), pattern: "^\\S+@\\S+$", messages: { invalid: task("Please enter the task entry's e-mail address.") } },
        ],
      });
    });
    const keys = [...form.keys.keys()].filter((k) => k.startsWith(`${group.id}_`));
    const key = (n: number, field: string): string => (n === 1 ? `${group.id}_${field}` : `${group.id}_${n}_${field}`);
    expect(keys).toEqual([1, 2, 3].flatMap((n) => [key(n, "name"), key(n, "email")]));
    // The first instance is asked; a later one once started, its messages led by its label.
    expect(validateAnswers(form, completeApplication, today)[key(1, "name")]).toEqual([group.name]);
    const started = { ...completeApplication, [key(1, "name")]: "Ada", [key(2, "email")]: "nope" };
    expect(validateAnswers(form, started, today)).toEqual({
      [key(2, "name")]: [`Task entry 2: ${group.name}`],
      [key(2, "email")]: ["Task entry 2: Please enter the task entry's e-mail address."],
    });
    expect(answerShapeErrors(form, { [key(4, "name")]: "x" }, today)).toEqual({ [key(4, "name")]: ["This answer is not part of the application."] });
    // Tests that need a complete application get one that answers the new group too.
    const complete = completeApplicationFor(form);
    expect(validateAnswers(form, complete, today)).toEqual({});
    expect(complete[key(1, "name")]).toEqual(expect.any(String));
  });

  it("adds an option to a list: the value is accepted and its label stored beside it", async () => {
    // The first select whose options are written in its page, on whichever page it stands.
    const target = application.pages.flatMap((page) => nodesOf(page as unknown as Record<string, unknown>).map((node) => ({ page, node }))).find(({ node }) => node.kind === "select" && Array.isArray(node.options));
    if (!target) throw new Error("no page has a select with its options written in place");
    const key = String(target.node.key);
    const form = await authored(`pages/${target.page.id}.json`, (doc) => {
      const select = nodesOf(doc).find((n) => n.kind === "select" && n.key === key) as { options: { value: string; label: unknown }[] };
      select.options.push({ ...option, label: task(option.label) });
    });
    expect(answerShapeErrors(form, { [key]: option.value }, today)).toEqual({});
    expect(applyChanges(form, {}, { [key]: option.value }).patch).toEqual({ [key]: option.value, [`${key}_desc`]: option.label });
    expect(answerShapeErrors(compileForm(application), { [key]: option.value }, today)).toHaveProperty(key);
  });

  it("changes a message and a page title", async () => {
    const firstPage = stepOrder[0]!;
    const phone = nodesOf(firstPage as unknown as Record<string, unknown>).find((node) => node.kind === "phone");
    if (!phone) throw new Error("the first page asks no phone number");
    const key = String(phone.key);
    const title = `${firstPage.title} (edited)`;
    const spanishTitle = locales.includes("es") ? `${compileForm(application, { locale: "es" }).pages[0]!.title} (editado)` : undefined;
    const message = "Please give a phone number we can reach you at, such as (517) 555-0100.";
    const form = await authored(pageFiles[0]!, (doc) => {
      doc.title = text({ [locales[0]]: title, es: spanishTitle });
      const edited = nodesOf(doc).find((n) => n.key === key) as { messages?: { invalid?: unknown } };
      edited.messages = { ...edited.messages, invalid: task(message) };
    });
    expect(form.pages[0]?.title).toBe(title);
    expect(validateAnswers(form, { ...completeApplication, [key]: "(123) 555-0100" }, today)[key]).toEqual([message]);
  });
});
