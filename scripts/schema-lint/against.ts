/**
 * The earlier version of the form that schema:check compares a folder with: a version the server's
 * database stored (issue 39), or the same folder at a git ref.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { readDefinition } from "../schemaSource.ts";
import { storedBaseline } from "./databaseVersion.ts";
import type { Baseline } from "./formChanges.ts";
import { readJsonDir } from "./load.ts";

const run = promisify(execFile);

/** What the engine reads of a form folder (scripts/schemaSource.ts): nothing else is needed to compare. */
const parts = ["pages", "options", "partner.json", "rules.json"];

async function git(cwd: string, args: string[]): Promise<string> {
  // Option lists of every country run to a few hundred kilobytes.
  const done = await run("git", args, { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }).catch((error: { stderr?: string; message: string }) => {
    const said = (error.stderr ?? error.message).trim().split("\n")[0];
    throw new Error(`git ${args.join(" ")}: ${said}`);
  });
  return done.stdout;
}

/** The form folder `dir` as it was at git `ref`: its files written into a temporary folder and read as the lint reads a folder. */
async function atGitRef(ref: string, dir: string): Promise<Baseline> {
  // The folder's path in its repository, so that the ref is read where the folder stands (schema/, examples/…).
  const prefix = (await git(dir, ["rev-parse", "--show-prefix"])).trim();
  const tree = `${ref}:${prefix}`;
  // The whole tree named, not only the part below the working directory, which ls-tree would keep to.
  const listed = (await git(dir, ["ls-tree", "-r", "--name-only", "--full-tree", tree])).split("\n");
  const names = listed.filter((name) => parts.some((part) => name === part || name.startsWith(`${part}/`)));
  const copy = await mkdtemp(join(tmpdir(), "form-against-"));
  try {
    for (const name of names) {
      await mkdir(dirname(join(copy, name)), { recursive: true });
      await writeFile(join(copy, name), await git(dir, ["show", `${tree}${name}`]));
    }
    const [definition, pages] = await Promise.all([readDefinition(copy), readJsonDir(copy, "pages")]);
    return { name: ref, shown: `${ref}:${prefix.replace(/\/$/, "") || "."}`, definition, pages };
  } catch (error) {
    throw new Error(`the form at ${ref} cannot be read: ${(error as Error).message}`, { cause: error });
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/**
 * The version of the form to compare the folder `dir` with. With the server's database named in the
 * environment (databaseVersion.ts): the stored version labelled `arg`, else the one stored last when
 * there is no `arg`; otherwise, or when no stored version has that label, the folder at the git ref
 * `arg` (HEAD~1, a tag, a branch). Undefined when there is nothing to compare with: no `arg`, and a
 * database that has run no version yet.
 */
export async function againstDefinition(arg: string | undefined, dir: string, database: boolean): Promise<Baseline | undefined> {
  const stored = database ? await storedBaseline(arg) : undefined;
  if (stored || arg === undefined) return stored;
  return atGitRef(arg, dir);
}
