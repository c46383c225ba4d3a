import { describe, expect, it } from "vitest";
import { type AnswerValue, answerSchema, changeShapeErrors, compileForm } from "../../../engine/index.ts";
import { application } from "../../../schema/index.ts";
import cases from "../../fixtures/change-shapes.json" with { type: "json" };
import { modelMessage } from "../../support/modelMessage.ts";

const form = compileForm(application);
const model = answerSchema(form);

const expected = (errors: Record<string, string[]>): Record<string, string[]> =>
  Object.fromEntries(Object.entries(errors).map(([key, rules]) => [key, rules.map((rule) => modelMessage(model, key, rule, form.vars))]));

describe("changeShapeErrors", () => {
  it.each(cases)("$description", ({ answers, changed, errors }) => {
    // "LONG" stands for a text far over any limit.
    const stored = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v === "LONG" ? "x".repeat(5000) : v]));
    expect(changeShapeErrors(form, stored as Record<string, AnswerValue>, { today: "2026-11-21" }, changed)).toEqual(expected(errors as Record<string, string[]>));
  });
});
