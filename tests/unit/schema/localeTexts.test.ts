/**
 * schema:check against the form's locales (partner.json `locales`): every text a map with each
 * declared locale and no other, or, in a form of one locale, a plain string. Cases in
 * tests/fixtures/locale-texts.json, each made to a copy of examples/scholarship.
 */
import { afterAll, describe, expect, it } from "vitest";
import cases from "../../fixtures/locale-texts.json" with { type: "json" };
import { checkSchema } from "../../../scripts/schema-check.ts";
import type { Edit } from "../../../scripts/jsonEdits.ts";
import { cleanUp, exampleCopy } from "./exampleCopy.ts";

interface Case {
  description: string;
  edits: Edit[];
  /** Every problem, in order. */
  expect?: { file: string; pointer: string; message: string }[];
  /** Problems among others (a form of two locales with its other texts plain has a problem per text). */
  expectAmong?: { file: string; pointer: string; message: string }[];
}

afterAll(cleanUp);

describe("schema:check of the texts' locales", () => {
  it.each(cases as Case[])("$description", async ({ edits, expect: exact, expectAmong }) => {
    const problems = (await checkSchema(await exampleCopy(edits))).map(({ file, pointer, message }) => ({ file, pointer, message }));
    if (exact) expect(problems).toEqual(exact);
    if (expectAmong) expect(problems).toEqual(expect.arrayContaining(expectAmong));
  }, 20_000);
});
