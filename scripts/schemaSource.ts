/**
 * The hand-written form as the build and the lint read it from disk: every page in
 * schema/pages/ and option list in schema/options/ (discovered, so there is no index to
 * forget), the partner settings and schema/rules.json.
 */
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import type { Authored, FolderWords, FormDefinition, WordsOverride } from "../engine/index.ts";

/** The JSON files of one folder of the schema, by path relative to the schema folder, sorted. */
export async function jsonFiles(dir: string, sub: string): Promise<string[]> {
  return (await readdir(join(dir, sub))).filter((n) => n.endsWith(".json")).sort().map((n) => `${sub}/${n}`);
}

/** The folder's catalogues of the product's words (words/<locale>.json), by path: none when it has no words/ folder, which is optional. */
export async function wordFiles(dir: string): Promise<string[]> {
  return jsonFiles(dir, "words").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
}

/** The language a catalogue file is written in: its name (words/fr.json is French). */
export const wordFileLocale = (path: string): string => path.replace(/^words\//, "").replace(/\.json$/, "");

/** The folder's catalogues, by language. */
export async function readFolderWords(dir: string): Promise<FolderWords> {
  const paths = await wordFiles(dir);
  return Object.fromEntries(await Promise.all(paths.map(async (path) => [wordFileLocale(path), JSON.parse(await readFile(join(dir, path), "utf8")) as WordsOverride])));
}

const noValidator = Object.assign(() => true, { errors: null });

/** The definition the engine runs, without validators (the build makes them from it). */
export async function readDefinition(dir: string): Promise<FormDefinition> {
  const read = async (path: string): Promise<unknown> => JSON.parse(await readFile(join(dir, path), "utf8"));
  const [pages, optionLists, partner, rules, words] = await Promise.all([
    Promise.all((await jsonFiles(dir, "pages")).map(read)),
    Promise.all((await jsonFiles(dir, "options")).map(read)),
    read("partner.json"),
    read("rules.json"),
    readFolderWords(dir),
  ]);
  return {
    pages: pages as Authored.Page[],
    optionLists: optionLists as Authored.OptionList[],
    partner: partner as Authored.PartnerSettings,
    rules: rules as Authored.Rules,
    passwordRules: [],
    words,
    validators: {
      answers: noValidator,
      document: noValidator,
      forms: { login: noValidator, signup: noValidator, reset: noValidator, confirm: noValidator, resend: noValidator, forgot: noValidator },
    },
  };
}
