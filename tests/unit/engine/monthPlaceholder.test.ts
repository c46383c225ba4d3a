/**
 * Finding 10 of issue 25: the spec's ANSWERED placeholder in a month key. The spec (section 3,
 * "Student answers") says it marks month/year questions, and (section 5) that a month "must equal
 * ANSWERED" when its year is empty. Read with the data model's rules (a month needs its year,
 * schema/rules.json), the placeholder is a month answered without naming one: it is stored as sent,
 * it is no month (no label, printed as nothing), and the question is complete only with its year.
 */
import { describe, expect, it } from "vitest";
import { answerShapeErrors, applyChanges, compileForm, descKey, optionsFor, printedChoice, validateAnswers } from "../../../engine/index.ts";
import { application } from "../../../schema/index.ts";
import { monthYearQuestions } from "../../support/monthYear.ts";

const form = compileForm(application);
const clock = { today: "2026-11-21" };
// The spec's value (section 3), part of the data format as a converted document's ANSWERED is.
const placeholder = "ANSWERED";
const questions = monthYearQuestions(form);

describe("the ANSWERED placeholder in a month", () => {
  it("has month/year questions in the schema to check", () => {
    expect(questions.length).toBeGreaterThan(0);
  });

  describe.each(questions)("$month with $year", ({ month, year, monthNode, yearNode }) => {
    const someYear = optionsFor(yearNode.options, form.lists, Number(clock.today.slice(0, 4)))[0]!.value;

    it("finding 10: is stored as sent, and its label (the _desc the office reads) is empty", () => {
      expect(answerShapeErrors(form, { [month]: placeholder }, clock)).toEqual({});
      const { answers } = applyChanges(form, {}, { [month]: placeholder });
      expect(answers[month]).toBe(placeholder);
      expect(answers[descKey(month)] ?? "").toBe("");
    });

    it("finding 10: prints as no month (the print view and the application PDF), and a real month as its name", () => {
      const options = optionsFor(monthNode.options, form.lists, 2026);
      const printed = (value: string) => {
        const { answers } = applyChanges(form, {}, { [month]: value });
        return printedChoice(options, value, answers[descKey(month)]);
      };
      expect(printed(placeholder)).toBe("");
      expect(printed(options[0]!.value)).toBe(options[0]!.label);
    });

    it("finding 10: with its year completes the question", () => {
      const errors = validateAnswers(form, applyChanges(form, {}, { [month]: placeholder, [year]: someYear }).answers, clock);
      expect([errors[month], errors[year]]).toEqual([undefined, undefined]);
    });

    it("finding 10: with the year empty satisfies the month's own rule, and the year is asked for, as it is after a real month", () => {
      const asked = (value: string) => {
        const errors = validateAnswers(form, applyChanges(form, {}, { [month]: value }).answers, clock);
        return { month: errors[month], year: errors[year] };
      };
      const afterMonth = asked(form.lists.get(monthNode.options as string)![0]!.value);
      expect(afterMonth).toEqual({ month: undefined, year: [expect.any(String)] });
      expect(asked(placeholder)).toEqual(afterMonth);
    });
  });
});
