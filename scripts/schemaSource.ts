/**
 * The hand-written form as the build and the lint read it from disk: every page in
 * schema/pages/ and option list in schema/options/ (discovered, so there is no index to
 * forget), the partner settings and schema/rules.json.
 */
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import type { Authored, FormDefinition } from "../engine/index.ts";

/** The JSON files of one folder of the schema, by path relative to the schema folder, sorted. */
export async function jsonFiles(dir: string, sub: string): Promise<string[]> {
  return (await readdir(join(dir, sub))).filter((n) => n.endsWith(".json")).sort().map((n) => `${sub}/${n}`);
}

const noValidator = Object.assign(() => true, { errors: null });

/** The definition the engine runs, without validators (the build makes them from it). */
export async function readDefinition(dir: string): Promise<FormDefinition> {
  const read = async (path: string): Promise<unknown> => JSON.parse(await readFile(join(dir, path), "utf8"));
  const [pages, optionLists, partner, rules] = await Promise.all([
    Promise.all((await jsonFiles(dir, "pages")).map(read)),
    Promise.all((await jsonFiles(dir, "options")).map(read)),
    read("partner.json"),
    read("rules.json"),
  ]);
  return {
    pages: pages as Authored.Page[],
    optionLists: optionLists as Authored.OptionList[],
    partner: partner as Authored.PartnerSettings,
    rules: rules as Authored.Rules,
    passwordRules: [],
    validators: {
      answers: noValidator,
      document: noValidator,
      forms: { login: noValidator, signup: noValidator, reset: noValidator, confirm: noValidator, resend: noValidator, forgot: noValidator },
    },
  };
}
