/**
 * schema:check run again and again in one process, as the author's workbench runs it on every
 * save: what it keeps from one check to the next (the compiled meta-schemas, the account and
 * document schemas' compile) never hides a change made since.
 */
import { afterEach, describe, expect, it } from "vitest";
import { checkSchema } from "../../../scripts/schema-check.ts";
import { brokenCopy, cleanUp } from "./brokenCopy.ts";

afterEach(cleanUp);

describe("schema:check, checked again after each change", () => {
  it("names an account schema that does not compile on every check until it is mended", async () => {
    expect(await checkSchema(await brokenCopy([]))).toEqual([]);
    const broken = await brokenCopy([{ file: "account/login.schema.json", op: "add", pointer: "/notAKeyword", value: 1 }]);
    for (let check = 0; check < 2; check++) {
      expect(await checkSchema(broken)).toEqual([expect.objectContaining({ file: "account/login.schema.json", message: expect.stringMatching(/^this schema does not compile: .*notAKeyword/) })]);
    }
    expect(await checkSchema(await brokenCopy([]))).toEqual([]);
  });

  it("checks the pages against the meta-schema as it is now, not as an earlier check compiled it", async () => {
    expect(await checkSchema(await brokenCopy([]))).toEqual([]);
    const problems = await checkSchema(await brokenCopy([{ file: "meta/page.schema.json", op: "add", pointer: "/required/-", value: "notAProperty" }]));
    // The edited copy is named as no longer the product's; the pages are checked against it as it is now.
    const [copy, ...pages] = problems;
    expect(copy).toMatchObject({ file: "meta/page.schema.json", message: expect.stringContaining("schema/meta/page.schema.json") });
    expect(pages.length).toBeGreaterThan(0);
    for (const problem of pages) expect(problem).toMatchObject({ file: expect.stringMatching(/^pages\//), message: expect.stringContaining("notAProperty") });
    expect(await checkSchema(await brokenCopy([]))).toEqual([]);
  });
});
