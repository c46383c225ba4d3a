import { describe, expect, it } from "vitest";
import { answerShapeErrors, compileForm } from "../../../engine/index.ts";
import { dates } from "../../../schema/generated/dateValidator.js";
import { application } from "../../../schema/index.ts";

// The browser draws the form with the dates' validator and loads the whole one later: for a date,
// both must find the same (the renderer's impossible-day check, rules relative to today, messages).
const whole = compileForm(application);
const datesOnly = compileForm({ ...application, validators: { ...application.validators, answers: dates } });
const dateKeys = [...whole.keys.values()].filter((info) => info.node.kind === "date").map((info) => info.key);
const typed = ["2001-02-30", "2001-02-28", "1900-01-01", "2026-11-20", "2031-01-01", "2020-13-01", "garbage"];
const clock = { today: "2026-11-21" };

describe("the dates' validator", () => {
  it("covers every date the form asks", () => {
    expect(dateKeys.length).toBeGreaterThan(0);
    for (const key of dateKeys) expect(dates.call(clock, { [key]: "2001-02-30" })).toBe(false);
  });

  it.each(dateKeys)("finds what the whole validator finds for %s", (key) => {
    for (const value of typed) {
      const shape = (form: typeof whole) => answerShapeErrors(form, { [key]: value }, clock, [key]);
      expect(shape(datesOnly), value).toEqual(shape(whole));
    }
  });

  it("finds the impossible day with the data model's message", () => {
    const [key = ""] = dateKeys;
    expect(answerShapeErrors(datesOnly, { [key]: "2001-02-30" }, clock, [key])[key]).toHaveLength(1);
  });
});
