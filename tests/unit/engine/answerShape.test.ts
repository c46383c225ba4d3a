import { describe, expect, it } from "vitest";
import { type AnswerValue, answerShapeErrors, compileForm } from "../../../engine/index.ts";
import { application } from "../../../schema/index.ts";
import cases from "../../fixtures/answer-shapes.json" with { type: "json" };

const form = compileForm(application);

describe("answerShapeErrors", () => {
  it.each(cases)("$description", ({ answers, errors }) => {
    // "LONG" stands for a text one character over the text-area limit.
    const input = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v === "LONG" ? "x".repeat(1501) : v]));
    expect(answerShapeErrors(form, input as Record<string, AnswerValue>, { today: "2026-11-21" })).toEqual(errors);
  });
});
