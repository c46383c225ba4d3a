/**
 * The earlier version of the form that `schema:check --against` compares a folder with. Today it
 * is the same folder at a git ref; the version labels the database will store (issue 39) are to be
 * resolved here too, so that the check itself does not change.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { readDefinition } from "../schemaSource.ts";
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
    return { shown: `${ref}:${prefix.replace(/\/$/, "") || "."}`, definition, pages };
  } catch (error) {
    throw new Error(`the form at ${ref} cannot be read: ${(error as Error).message}`, { cause: error });
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/** The version of the form named by `arg`, for the folder `dir`: a git ref (HEAD~1, a tag, a branch). */
export function againstDefinition(arg: string, dir: string): Promise<Baseline> {
  return atGitRef(arg, dir);
}
