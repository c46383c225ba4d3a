import { describe, expect, it } from "vitest";
import { type AnswerValue, answerSchema, answerShapeErrors, compileForm } from "../../../engine/index.ts";
import { application } from "../../../schema/index.ts";
import cases from "../../fixtures/answer-shapes.json" with { type: "json" };
import { modelMessage } from "../../support/modelMessage.ts";

const form = compileForm(application);
const model = answerSchema(form);

// An expected error is the data model's message for a rule ("maxLength", "option"), or the
// engine's and ajv's own fixed wording, written out.
const isRule = (text: string): boolean => /^[a-zA-Z:]+( \w+=\w+)*$/.test(text);
const expected = (errors: Record<string, string[]>): Record<string, string[]> =>
  Object.fromEntries(Object.entries(errors).map(([key, list]) => [key, list.map((m) => (isRule(m) ? modelMessage(model, key, m, form.vars) : m))]));

describe("answerShapeErrors", () => {
  it.each(cases)("$description", ({ answers, errors }) => {
    // "LONG" stands for a text one character over the text-area limit.
    const input = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v === "LONG" ? "x".repeat(1501) : v]));
    expect(answerShapeErrors(form, input as Record<string, AnswerValue>, { today: "2026-11-21" })).toEqual(expected(errors as Record<string, string[]>));
  });
});
