import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { checkSchema } from "../../../scripts/schema-check.ts";
import mutations from "../../fixtures/schema-mutations.json" with { type: "json" };

interface Edit {
  file: string;
  op: "add" | "replace" | "remove";
  pointer: string;
  value?: unknown;
}

/** Applies one JSON-pointer edit (RFC 6902 add/replace/remove) to a parsed file. */
function applyEdit(doc: unknown, { op, pointer, value }: Edit): void {
  const path = pointer.split("/").slice(1);
  const last = path.pop() ?? "";
  const parent = path.reduce<Record<string, unknown>>((node, seg) => node[seg] as Record<string, unknown>, doc as Record<string, unknown>);
  if (Array.isArray(parent) && op === "add") parent.splice(last === "-" ? parent.length : Number(last), 0, value);
  else if (op === "remove") delete parent[last];
  else parent[last] = value;
}

const dirs: string[] = [];
async function brokenCopy(edits: Edit[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "schema-"));
  dirs.push(dir);
  await cp("schema", dir, { recursive: true });
  for (const edit of edits) {
    const file = join(dir, edit.file);
    const doc = JSON.parse(await readFile(file, "utf8"));
    applyEdit(doc, edit);
    await writeFile(file, JSON.stringify(doc, null, 2));
  }
  return dir;
}

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe("schema:check", () => {
  it("finds nothing wrong with the real schema", async () => {
    expect(await checkSchema("schema")).toEqual([]);
  });

  it.each(mutations as { description: string; edits: Edit[]; expect: object[] }[])("names file and pointer of $description", async ({ edits, expect: expected }) => {
    const problems = await checkSchema(await brokenCopy(edits));
    expect(problems).toEqual(expect.arrayContaining(expected.map((e) => expect.objectContaining(e))));
  });

  it("exits non-zero and prints file#pointer when a key is copied onto a second page", async () => {
    const dir = await brokenCopy((mutations[0] as { edits: Edit[] }).edits);
    const run = promisify(execFile)(process.execPath, ["scripts/schema-check.ts", "--dir", dir]);
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('pages/education.json#/children/0/children/8: key "first_name" is on more than one page'),
    });
  });
});
