import { describe, expect, it } from "vitest";
import { type AnswerValue, type CompiledValidator, answerSchema, compileForm, validateAnswers } from "../../../engine/index.ts";
import { createAjv } from "../../../engine/validation/createAjv.ts";
import { application } from "../../../schema/index.ts";
import cases from "../../fixtures/answer-rules.json" with { type: "json" };
import { modelMessage } from "../../support/modelMessage.ts";
import { completeApplicationDay, completeApplicationFor } from "../../support/completeApplication.ts";

interface RuleCase {
  description: string;
  today?: string;
  patch: Record<string, AnswerValue>;
  errors: Record<string, string[]>;
}

// Every case runs against the standalone code the browser and server load, and against the data
// model generated from the pages now and compiled live, the way ajv-errors tests its own keywords.
const standalone = compileForm(application);
const live = compileForm({
  ...application,
  validators: { ...application.validators, answers: createAjv().compile(answerSchema(standalone)) as CompiledValidator },
});

const completeByDay = new Map<string, Record<string, AnswerValue>>();
const completeOn = (today: string): Record<string, AnswerValue> => {
  if (!completeByDay.has(today)) completeByDay.set(today, completeApplicationFor(standalone, today));
  return completeByDay.get(today) ?? {};
};

// Expected errors name the rule ("required", "option", "rule:onePhone"); the message is the one the
// data model gives that key for it, so the cases hold whatever an author words them. The spec's
// own wordings are pinned once, in specMessages.test.ts.
const model = answerSchema(standalone);
const expected = (errors: Record<string, string[]>): Record<string, string[]> =>
  Object.fromEntries(Object.entries(errors).map(([key, rules]) => [key, rules.map((rule) => modelMessage(model, key, rule, standalone.vars))]));

describe.each([
  ["standalone", standalone],
  ["live", live],
])("answer rules (%s validator)", (_name, form) => {
  it.each(cases as RuleCase[])("$description", ({ patch, today = completeApplicationDay, errors }) => {
    // Complete on the case's own day: a year an author's new question offers depends on it.
    const answers = { ...completeOn(today), ...patch };
    expect(validateAnswers(form, answers, { today })).toEqual(expected(errors));
  });
});

describe("answer rules coverage", () => {
  it("raises every rule of the data model in some case", () => {
    const raised = new Set((cases as RuleCase[]).flatMap((c) => Object.values(c.errors).flat().map((rule) => rule.split(" ")[0])));
    const rules = ["required", "invalid", "option", "notBeforeYearsAgo", "notAfterYearsAgo", "minYearOffset", "maxYearOffset", ...application.rules.rules.map((r) => `rule:${r.id}`)];
    expect(rules.filter((r) => !raised.has(r))).toEqual([]);
  });

  it("the complete application is valid", () => {
    expect(validateAnswers(standalone, completeOn(completeApplicationDay), { today: completeApplicationDay })).toEqual({});
  });
});
