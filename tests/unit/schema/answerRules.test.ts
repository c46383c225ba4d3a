import { describe, expect, it } from "vitest";
import { type AnswerValue, type CompiledValidator, answerSchema, compileForm, validateAnswers } from "../../../engine/index.ts";
import { createAjv } from "../../../engine/validation/createAjv.ts";
import { application } from "../../../schema/index.ts";
import cases from "../../fixtures/answer-rules.json" with { type: "json" };
import complete from "../../fixtures/complete-application.json" with { type: "json" };

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

describe.each([
  ["standalone", standalone],
  ["live", live],
])("answer rules (%s validator)", (_name, form) => {
  it.each(cases as RuleCase[])("$description", ({ patch, today, errors }) => {
    const answers = { ...(complete as Record<string, AnswerValue>), ...patch };
    expect(validateAnswers(form, answers, { today: today ?? "2026-11-21" })).toEqual(errors);
  });
});

describe("answer rules coverage", () => {
  const raised = new Set((cases as RuleCase[]).flatMap((c) => Object.values(c.errors).flat()));

  it.each([
    "This date is not supported. Please contact help support for assistance.",
    "You must be 13 years or older to apply.",
    "Please enter a valid home phone number.",
    "Please enter a valid cell phone number.",
    "A cell phone number is required to receive text message updates.",
    "Please enter either a home phone or cell phone number.",
    "ZIP/Postal Code must be at least 5 characters.",
    "The minimum supported year is 2023",
    "The maximum supported year is 2030",
    "What is your country of citizenship?",
    "Parent 1/Guardian 1: Please enter a valid email address.",
    "Parent 2/Guardian 2: Please enter a valid email address.",
    "Parent 1/Guardian 1: Please enter a valid phone number.",
    "Parent 2/Guardian 2: Please enter a valid phone number.",
    "What is the relationship of this alumna/us to you?",
    "City of Residence",
    "For how many years have you been a resident?",
    "Please provide your state of legal residency.",
    "When do you plan to enroll?",
    "What are you interested in studying?",
    "Search for Your School",
    "Graduation Date",
    "College/University: Search for Your School",
    "Attended From",
    "Attended To",
    "First Name",
    "Last Name",
    "Date of Birth",
    "Citizen Type",
    "State/Province",
    "Sex",
    "How are you applying to ESU University?",
  ])("some case raises %j", (message) => {
    expect(raised).toContain(message);
  });

  it("the complete application is valid", () => {
    expect(validateAnswers(standalone, complete as Record<string, AnswerValue>, { today: "2026-11-21" })).toEqual({});
  });
});
