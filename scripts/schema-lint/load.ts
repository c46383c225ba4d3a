import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { type Node as JsonNode, type ParseError, getNodeValue, parseTree } from "jsonc-parser";
import type { FormDefinition, OptionList, Page, PartnerSettings, Rules, WordsOverride } from "../../engine/index.ts";
import { jsonFiles, wordFileLocale, wordFiles } from "../schemaSource.ts";

/** A JSON file of the schema folder: its text, its syntax tree (for positions and repeated keys) and its value. */
export interface SchemaFile {
  /** Path relative to the schema folder, e.g. pages/about.json. */
  path: string;
  text: string;
  tree: JsonNode | undefined;
  /** Syntax errors; the value is then only jsonc-parser's best guess. */
  syntax: ParseError[];
  json: Record<string, unknown>;
}

/** The schema folder as files, plus the definition the engine would build from it (validators left out). */
export interface LoadedSchema {
  dir: string;
  pages: SchemaFile[];
  options: SchemaFile[];
  partner: SchemaFile;
  rules: SchemaFile;
  /** The footer's Help and Privacy dialogs. */
  footer: SchemaFile;
  /** The receipt's texts: completion page, service view status, the submission e-mails. */
  receipt: SchemaFile;
  /** The admissions office console's words. */
  office: SchemaFile;
  /** The colours and logo. */
  theme: SchemaFile;
  document: SchemaFile;
  account: SchemaFile[];
  meta: SchemaFile[];
  /** The product's words the folder adds or rewords, a file a language (words/fr.json); none when it has no words/ folder. */
  words: SchemaFile[];
  /** Files in schema/pages/ and schema/options/ that the build never reads (not .json). */
  strays: string[];
  definition: FormDefinition;
}

// Strict JSON, as the build's JSON imports read it: no comments, no trailing commas.
const strict = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

async function readJsonFile(dir: string, path: string): Promise<SchemaFile> {
  const text = await readFile(join(dir, path), "utf8");
  const syntax: ParseError[] = [];
  const tree = parseTree(text, syntax, strict);
  const value: unknown = tree ? getNodeValue(tree) : undefined;
  const json = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { path, text, tree, syntax, json };
}

/** The JSON files of one sub-folder of a form folder (pages, options), read. */
export async function readJsonDir(dir: string, sub: string): Promise<SchemaFile[]> {
  // The same discovery as `npm run schema:build`, so the lint sees exactly the files the application loads.
  return Promise.all((await jsonFiles(dir, sub)).map((path) => readJsonFile(dir, path)));
}

async function strayFiles(dir: string, sub: string): Promise<string[]> {
  const names = await readdir(join(dir, sub));
  return names.filter((n) => !n.endsWith(".json") && !n.startsWith(".")).sort().map((n) => `${sub}/${n}`);
}

const noValidator = Object.assign(() => true, { errors: null });

export async function loadSchema(dir: string): Promise<LoadedSchema> {
  const [pages, options, account, meta, words, partner, rules, footer, receipt, office, theme, document, strays] = await Promise.all([
    readJsonDir(dir, "pages"),
    readJsonDir(dir, "options"),
    readJsonDir(dir, "account"),
    readJsonDir(dir, "meta"),
    wordFiles(dir).then((paths) => Promise.all(paths.map((path) => readJsonFile(dir, path)))),
    readJsonFile(dir, "partner.json"),
    readJsonFile(dir, "rules.json"),
    readJsonFile(dir, "footer.json"),
    readJsonFile(dir, "receipt.json"),
    readJsonFile(dir, "office.json"),
    readJsonFile(dir, "theme.json"),
    readJsonFile(dir, "document.schema.json"),
    Promise.all([strayFiles(dir, "pages"), strayFiles(dir, "options")]).then((lists) => lists.flat()),
  ]);
  const definition: FormDefinition = {
    pages: pages.map((f) => f.json as unknown as Page),
    optionLists: options.map((f) => f.json as unknown as OptionList),
    partner: partner.json as unknown as PartnerSettings,
    rules: rules.json as unknown as Rules,
    passwordRules: [],
    words: Object.fromEntries(words.map((f) => [wordFileLocale(f.path), f.json as WordsOverride])),
    validators: {
      answers: noValidator,
      document: noValidator,
      forms: { login: noValidator, signup: noValidator, reset: noValidator, confirm: noValidator, resend: noValidator, forgot: noValidator },
    },
  };
  return { dir, pages, options, partner, rules, footer, receipt, office, theme, document, account, meta, words, strays, definition };
}

/** Every JSON file of the schema folder. */
export const allFiles = (schema: LoadedSchema): SchemaFile[] => [
  ...schema.pages,
  ...schema.options,
  schema.partner,
  schema.rules,
  schema.footer,
  schema.receipt,
  schema.office,
  schema.theme,
  schema.document,
  ...schema.account,
  ...schema.meta,
  ...schema.words,
];
