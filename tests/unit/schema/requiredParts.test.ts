/**
 * A form folder lacking a part: schema:check (and schema:build) name every missing part with its
 * path and what it holds, never a raw ENOENT or a stack trace.
 */
import { execFile } from "node:child_process";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { checkSchema } from "../../../scripts/schema-check.ts";
import { requiredParts } from "../../../scripts/schema-lint/requiredParts.ts";
import { brokenCopy, cleanUp, frozenCopy } from "./brokenCopy.ts";

afterEach(cleanUp);

const run = promisify(execFile);
const topLevel = requiredParts.filter((part) => !part.path.includes("/"));

describe("a form folder missing a part", () => {
  it.each(topLevel)("names $path when it is missing, with what it holds", async ({ path, holds }) => {
    const dir = await frozenCopy();
    await rm(join(dir, path), { recursive: true });
    const problems = await checkSchema(dir);
    expect(problems).toEqual([{ file: path, line: 1, column: 1, pointer: "", message: expect.stringContaining(holds) }]);
    expect(problems[0]?.message).toMatch(/is missing/);
  });

  it("names every missing part at once, a file inside a missing folder once with its folder", async () => {
    const dir = await brokenCopy([{ file: "account/login.schema.json", op: "delete" }]);
    for (const path of ["meta", "rules.json", "footer.json"]) await rm(join(dir, path), { recursive: true });
    expect((await checkSchema(dir)).map((p) => p.file)).toEqual(["account/login.schema.json", "footer.json", "meta", "rules.json"]);
  });

  it("names a form without a page", async () => {
    const dir = await frozenCopy();
    await rm(join(dir, "pages"), { recursive: true });
    await mkdir(join(dir, "pages"));
    expect(await checkSchema(dir)).toEqual([{ file: "pages", line: 1, column: 1, pointer: "", message: expect.stringMatching(/no page/) }]);
  });

  it("prints each as file:line:column and a sentence, exits 1, and prints no ENOENT", async () => {
    const dir = await frozenCopy();
    await rm(join(dir, "account"), { recursive: true });
    await rm(join(dir, "meta/page.schema.json"));
    const check = run(process.execPath, ["scripts/schema-check.ts", "--dir", dir]);
    await expect(check).rejects.toMatchObject({ code: 1, stdout: `schema:check: 2 problem(s) in ${dir}\n` });
    const { stderr } = (await check.catch((error: unknown) => error)) as { stderr: string };
    expect(stderr.split("\n").filter(Boolean)).toEqual([
      expect.stringMatching(new RegExp(`^${join(dir, "account")}:1:1: this folder is missing: it holds `)),
      expect.stringMatching(new RegExp(`^${join(dir, "meta/page.schema.json")}:1:1: this file is missing: it holds `)),
    ]);
    expect(stderr).not.toMatch(/ENOENT|at async/);
  });

  it("stops schema:build before it builds anything, naming the same parts", async () => {
    const dir = await frozenCopy();
    await rm(join(dir, "receipt.json"));
    const build = run(process.execPath, ["scripts/schema-build.ts"], { env: { ...process.env, FORM_DIR: dir } });
    await expect(build).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(`${join(dir, "receipt.json")}:1:1: this file is missing`) });
    const { stderr } = (await build.catch((error: unknown) => error)) as { stderr: string };
    expect(stderr).not.toMatch(/ENOENT/);
  });

  it("names a folder that does not exist", async () => {
    const dir = await frozenCopy();
    const problems = await checkSchema(join(dir, "nowhere"));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/does not exist/);
  });
});
