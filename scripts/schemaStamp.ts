/**
 * Whether `npm run schema:build` has anything to do: the build records in
 * schema/generated/.build-stamp a digest of everything it reads and a hash of every file it
 * wrote. Nothing changed when the inputs hash to the recorded digest and every output is still
 * there with its recorded hash (an output edited, checked out or deleted since is rebuilt).
 *
 * The inputs: the form folder's name (FORM_DIR, scripts/formDir.ts) and every file under it and
 * under schema/ (the authoring reference describes the shipped form) but schema/generated/ (pages, option lists, partner
 * settings, rules, account and document schemas, meta-schemas), .vscode/settings.json (the
 * authoring reference lists its mappings), package-lock.json (ajv, json-schema-to-typescript and
 * the rest of the libraries the build runs), and every source file the build imports, followed
 * from scripts/schema-build.ts through relative imports (scripts/, engine/) but generated files.
 * Light on purpose: nothing here loads the libraries of the build itself.
 */
import { createHash } from "node:crypto";
import { readFile, readdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { formDir } from "./formDir.ts";

/** Every function takes the project's folder (a test gives one of its own). */
const projectRoot = join(import.meta.dirname, "..");
const stampOf = (root: string): string => join(root, "schema/generated/.build-stamp");
const generated = /(^|\/)(schema|engine)\/generated\//;

interface Stamp {
  inputs: string;
  outputs: Record<string, string>;
}

const hashOf = (data: Buffer | string): string => createHash("sha256").update(data).digest("hex");

async function filesUnder(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name)));
}

const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;

/**
 * The source files reached from `entry` through relative imports, generated files left out. Read
 * as text, so an import written inside a string (code the build generates) may be found too: one
 * that names no file of the project is passed over.
 */
async function importClosure(root: string, entry: string): Promise<string[]> {
  const seen = new Set<string>();
  const found: string[] = [];
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || generated.test(file) || file.startsWith("..")) continue;
    seen.add(file);
    const text = await readFile(join(root, file), "utf8").catch(() => null);
    if (text === null) continue;
    found.push(file);
    if (!/\.[cm]?[jt]s$/.test(file)) continue;
    for (const [, specifier = ""] of text.matchAll(specifiers)) if (!specifier.includes("${")) queue.push(relative(root, join(root, dirname(file), specifier)));
  }
  return found;
}

/** Every file the build reads, relative to the project, sorted. */
export async function buildInputs(root = projectRoot): Promise<string[]> {
  const form = relative(root, formDir(root));
  const folders = form === "schema" ? ["schema"] : ["schema", form];
  const schema = (await Promise.all(folders.map((dir) => filesUnder(root, dir).catch(() => [])))).flat().filter((file) => !generated.test(file));
  const code = await importClosure(root, "scripts/schema-build.ts");
  return [...new Set([...schema, ...code, ".vscode/settings.json", "package-lock.json"])].sort();
}

/** One digest of the inputs' names and contents (a missing file counts as such). */
export async function inputsDigest(root = projectRoot): Promise<string> {
  const hash = createHash("sha256");
  hash.update(`form folder\0${relative(root, formDir(root))}\n`);
  for (const file of await buildInputs(root)) {
    const content = await readFile(join(root, file)).catch(() => null);
    hash.update(`${file}\0${content === null ? "missing" : hashOf(content)}\n`);
  }
  return hash.digest("hex");
}

async function readStamp(root: string): Promise<Stamp | undefined> {
  try {
    return JSON.parse(await readFile(stampOf(root), "utf8")) as Stamp;
  } catch {
    return undefined;
  }
}

/** Whether the last build was made from inputs of this digest and its outputs are as it left them. */
export async function buildIsCurrent(digest: string, root = projectRoot): Promise<boolean> {
  const stamp = await readStamp(root);
  if (stamp?.inputs !== digest || !stamp.outputs || Object.keys(stamp.outputs).length === 0) return false;
  for (const [file, recorded] of Object.entries(stamp.outputs)) {
    const content = await readFile(join(root, file)).catch(() => null);
    if (content === null || hashOf(content) !== recorded) return false;
  }
  return true;
}

/** Forgets the last build (before a new one, so a build that fails halfway is not taken for current). */
export const forgetStamp = (root = projectRoot): Promise<void> => rm(stampOf(root), { force: true });

/** Records a build made from inputs of `digest` that wrote `outputs`. */
export async function writeStamp(digest: string, outputs: readonly string[], root = projectRoot): Promise<void> {
  const hashes: Record<string, string> = {};
  for (const file of outputs) hashes[file] = hashOf(await readFile(join(root, file)));
  await writeFile(stampOf(root), `${JSON.stringify({ inputs: digest, outputs: hashes } satisfies Stamp, null, 2)}\n`);
}
