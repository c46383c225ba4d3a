import { describe, expect, it } from "vitest";
import { compileForm, validateDocument } from "../../../engine/index.ts";
import { application } from "../../../schema/index.ts";
import cases from "../../fixtures/documents.json" with { type: "json" };

const form = compileForm(application);

describe("validateDocument", () => {
  it.each(cases)("$description", ({ file, errors }) => {
    expect(validateDocument(form, file, { today: "2026-11-21" })).toEqual(errors);
  });
});
