import { describe, expect, it } from "vitest";
import { type AnswerValue, answerShapeErrors, changeShapeErrors, compileForm } from "../../../engine/index.ts";
import { ownRules } from "../../../schema/generated/ownRulesValidator.js";
import { application } from "../../../schema/index.ts";
import cases from "../../fixtures/answer-shapes.json" with { type: "json" };

// A save checks the values sent by their own keys' rules, then the conditional selects among the
// answers the change makes (server/application/answers.ts): together they must refuse what the
// whole data model refuses, with its messages.
const whole = compileForm(application);
const ownRulesOnly = compileForm({ ...application, validators: { ...application.validators, answers: ownRules } });
const clock = { today: "2026-11-21" };

describe("the own rules' validator", () => {
  it.each(cases)("beside changeShapeErrors, finds what the whole validator finds: $description", ({ answers }) => {
    const sent = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v === "LONG" ? "x".repeat(1501) : v])) as Record<string, AnswerValue>;
    const own = answerShapeErrors(ownRulesOnly, sent, clock);
    const inContext = changeShapeErrors(whole, sent, clock, Object.keys(sent));
    expect({ ...own, ...inContext }).toEqual(answerShapeErrors(whole, sent, clock));
  });

  it("leaves a state among its country's list to changeShapeErrors", () => {
    expect(answerShapeErrors(ownRulesOnly, { country: "USA", state: "ON" }, clock)).toEqual({});
    expect(answerShapeErrors(whole, { country: "USA", state: "ON" }, clock)).toHaveProperty("state");
  });
});
