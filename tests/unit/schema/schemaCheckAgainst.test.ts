/**
 * `schema:check --against <git ref>`: the form folder compared with the same folder at an earlier
 * commit, in a repository of its own with two commits, the second removing the form's first
 * optional question.
 */
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type KeyInfo, compileForm } from "../../../engine/index.ts";
import { applyEdit } from "../../../scripts/jsonEdits.ts";
import { loadSchema } from "../../../scripts/schema-lint/load.ts";

const run = promisify(execFile);
const check = (args: string[]) => run(process.execPath, ["scripts/schema-check.ts", ...args]);

let repo: string;
let form: string;
let removed: KeyInfo;
let file: string;

/** A commit in the test's repository, by a committer of its own (the machine may have none set). */
const commit = (message: string) => run("git", ["-c", "user.name=Test", "-c", "user.email=test@example.org", "commit", "-qam", message], { cwd: repo });

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), "form-against-repo-"));
  // The folder stands below the repository's root, as schema/ does in the project.
  form = join(repo, "form");
  await cp("schema", form, { recursive: true, filter: (source) => !source.endsWith("/generated") });
  await run("git", ["init", "-q"], { cwd: repo });
  await run("git", ["add", "."], { cwd: repo });
  await commit("the form as it is");
  const schema = await loadSchema(form);
  removed = [...compileForm(schema.definition).keys.values()].find(
    (k) => !k.companionOf && !k.scope.group && k.node.kind === "text" && (k.node as { required?: boolean }).required !== true,
  )!;
  file = schema.pages.find((f) => f.json.id === removed.page)!.path;
  await writeFile(join(form, file), applyEdit(await readFile(join(form, file), "utf8"), { file, op: "remove", pointer: removed.pointer }));
  await commit("a question removed");
});
afterAll(() => rm(repo, { recursive: true, force: true }));

describe("schema:check --against", () => {
  it("names a question removed since the ref, at its place in the ref's file, and exits 1", async () => {
    const result = check(["--dir", form, "--against", "HEAD~1"]);
    await expect(result).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(new RegExp(`^HEAD~1:form/${file}:\\d+:\\d+ ${removed.pointer}: ${removed.key}: the question is no longer asked: .*\\.\\n$`)),
      stdout: `schema:check: ${form} is sound\nschema:check: 1 change(s) since HEAD~1 orphan or reinterpret stored answers\n`,
    });
  });

  it("finds nothing against the commit the folder is at, and exits 0", async () => {
    const { stdout, stderr } = await check(["--dir", form, "--against", "HEAD"]);
    expect(stderr).toBe("");
    expect(stdout).toBe(`schema:check: ${form} is sound\nschema:check: no change since HEAD orphans or reinterprets stored answers\n`);
  });

  it("says in one sentence when the ref does not exist, and exits 2", async () => {
    await expect(check(["--dir", form, "--against", "no-such-ref"])).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/^schema:check: git .*no-such-ref.*\n$/) });
  });
});
