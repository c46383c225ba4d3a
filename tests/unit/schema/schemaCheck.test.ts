import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { checkSchema } from "../../../scripts/schema-check.ts";
import type { Problem } from "../../../scripts/schema-lint/problem.ts";
import mutations from "../../fixtures/schema-mutations.json" with { type: "json" };
import { type Edit, brokenCopy, cleanUp } from "./brokenCopy.ts";

const cases = mutations as { description: string; edits: Edit[]; expect: Problem[] }[];
const byName = (description: string): Edit[] => cases.find((c) => c.description === description)!.edits;

afterEach(cleanUp);

describe("schema:check", () => {
  it("finds nothing wrong with the real schema", async () => {
    expect(await checkSchema("schema")).toEqual([]);
  });

  // Every problem exactly, so a mistake is named once (not once per repeat instance or oneOf branch) and nothing else is.
  it.each(cases)("names $description", async ({ edits, expect: expected }) => {
    expect(await checkSchema(await brokenCopy(edits))).toEqual(expected);
  });

  it("prints file:line:column, the pointer and a sentence per problem, and exits 1", async () => {
    const dir = await brokenCopy([...byName("a key copied onto a second page"), ...byName("a target that is an option's label, not its value")]);
    const run = promisify(execFile)(process.execPath, ["scripts/schema-check.ts", "--dir", dir]);
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: [
        `${join(dir, "pages/education.json")}:98:18 /children/0/children/8/key: key "first_name" is on more than one page (pages/about.json /children/0/children/2/key and pages/education.json /children/0/children/8/key); a key belongs to one page.`,
        `${join(dir, "pages/final-steps.json")}:21:75 /children/0/children/1/when/target: "Yes" is not an option of "felony": "Y", "N"; did you mean "Y"?`,
        "",
      ].join("\n"),
      stdout: `schema:check: 2 problem(s) in ${dir}\n`,
    });
  });
});
