import { readFile, readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import type { FormDefinition, OptionList, Page, PartnerSettings, Rules } from "../../engine/index.ts";

/** A JSON file of the schema folder. */
export interface SchemaFile {
  /** Path relative to the schema folder, e.g. pages/about.json. */
  path: string;
  json: Record<string, unknown>;
}

/** The schema folder as files, plus the definition the engine would build from it (validators left out). */
export interface LoadedSchema {
  dir: string;
  pages: SchemaFile[];
  options: SchemaFile[];
  partner: SchemaFile;
  rules: SchemaFile;
  document: SchemaFile;
  account: SchemaFile[];
  meta: SchemaFile[];
  definition: FormDefinition;
}

async function readJsonDir(dir: string, sub: string): Promise<SchemaFile[]> {
  const names = (await readdir(join(dir, sub))).filter((n) => n.endsWith(".json")).sort();
  return Promise.all(names.map(async (n) => readJsonFile(dir, join(sub, n))));
}

async function readJsonFile(dir: string, path: string): Promise<SchemaFile> {
  const text = await readFile(join(dir, path), "utf8");
  try {
    return { path, json: JSON.parse(text) as Record<string, unknown> };
  } catch (error) {
    throw new Error(`${relative(process.cwd(), join(dir, path))}: not valid JSON (${(error as Error).message})`, { cause: error });
  }
}

const noValidator = Object.assign(() => true, { errors: null });

export async function loadSchema(dir: string): Promise<LoadedSchema> {
  const [pages, options, account, meta, partner, rules, document] = await Promise.all([
    readJsonDir(dir, "pages"),
    readJsonDir(dir, "options"),
    readJsonDir(dir, "account"),
    readJsonDir(dir, "meta"),
    readJsonFile(dir, "partner.json"),
    readJsonFile(dir, "rules.json"),
    readJsonFile(dir, "document.schema.json"),
  ]);
  const definition: FormDefinition = {
    pages: pages.map((f) => f.json as unknown as Page),
    optionLists: options.map((f) => f.json as unknown as OptionList),
    partner: partner.json as unknown as PartnerSettings,
    rules: rules.json as unknown as Rules,
    passwordRules: [],
    validators: {
      answers: noValidator,
      document: noValidator,
      forms: { login: noValidator, signup: noValidator, reset: noValidator, confirm: noValidator, resend: noValidator, forgot: noValidator },
    },
  };
  return { dir, pages, options, partner, rules, document, account, meta, definition };
}
