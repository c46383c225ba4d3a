/**
 * The form the server's database runs, for schema:check run with the server's environment
 * (DATABASE_URL, or DATA_DIR for the embedded database): the versions are read and the applications
 * counted through the staff command `form` (server/cli/form.ts), which reaches the database itself
 * or, while the server holds the embedded one, through the server. Without either variable nothing
 * here runs, so `npm test` and a fresh clone never depend on a database.
 */
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FormChange } from "../../engine/index.ts";
import { projectRoot } from "../formDir.ts";
import { readDefinition } from "../schemaSource.ts";
import type { Baseline, ChangeCount } from "./formChanges.ts";
import { readJsonDir } from "./load.ts";

/** Whether the environment names the server's database. */
export const namesDatabase = (env: NodeJS.ProcessEnv = process.env): boolean => Boolean(env.DATABASE_URL?.trim() || env.DATA_DIR?.trim());

interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}

function formCommand(args: string[]): Ran {
  const done = spawnSync(process.execPath, [join(projectRoot, "server", "cli.ts"), "form", ...args], { cwd: projectRoot, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  return { status: done.status, stdout: done.stdout, stderr: done.stderr };
}

const failed = (ran: Ran, what: string): Error => new Error(`${what}: ${(ran.stderr || ran.stdout).trim().split("\n").at(-1) ?? `exit ${ran.status}`}`);

interface StoredSnapshot {
  pages: { id: string }[];
  optionLists: { id: string }[];
  partner: { formVersion: string };
  rules: unknown;
}

/** A stored version's files as the lint reads a folder: each page and list in a file named by its id. */
async function asFolder(snapshot: StoredSnapshot): Promise<Baseline> {
  const copy = await mkdtemp(join(tmpdir(), "form-version-"));
  try {
    await mkdir(join(copy, "pages"));
    await mkdir(join(copy, "options"));
    const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
    for (const page of snapshot.pages) await writeFile(join(copy, "pages", `${page.id}.json`), json(page));
    for (const list of snapshot.optionLists) await writeFile(join(copy, "options", `${list.id}.json`), json(list));
    await writeFile(join(copy, "partner.json"), json(snapshot.partner));
    await writeFile(join(copy, "rules.json"), json(snapshot.rules));
    const [definition, pages] = await Promise.all([readDefinition(copy), readJsonDir(copy, "pages")]);
    // Shown as the stored version: `npm run -s cli -- form definition <label>` prints it.
    return { name: `version ${snapshot.partner.formVersion}`, shown: `version ${snapshot.partner.formVersion}`, definition, pages };
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/**
 * The stored version labelled `label`, or the one the database stored last; undefined when there is
 * no such version (a label that is rather a git ref, or a database that has run none yet).
 */
export async function storedBaseline(label?: string): Promise<Baseline | undefined> {
  const ran = formCommand(["definition", ...(label === undefined ? [] : [label])]);
  if (ran.status === 1) return undefined;
  if (ran.status !== 0) throw failed(ran, "the database's version of the form could not be read");
  return asFolder(JSON.parse(ran.stdout) as StoredSnapshot);
}

/** How many stored applications each change touches, counted in the database. */
export async function countInDatabase(changes: readonly FormChange[]): Promise<ChangeCount[]> {
  const dir = await mkdtemp(join(tmpdir(), "form-changes-"));
  try {
    const file = join(dir, "changes.json");
    await writeFile(file, JSON.stringify(changes));
    const ran = formCommand(["count", file]);
    if (ran.status !== 0) throw failed(ran, "the applications could not be counted");
    return JSON.parse(ran.stdout) as ChangeCount[];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
