import { describe, expect, it } from "vitest";
import { formFieldRules } from "../../../engine/index.ts";
import { realForm, realRules } from "../../../stories/fixtures/forms.ts";
import { monthYearQuestions } from "../../support/monthYear.ts";

describe("formFieldRules' required marks", () => {
  it.each(monthYearQuestions(realForm))("marks $year required as its month $month is", ({ month, year }) => {
    expect(realRules.required.has(month)).toBe(true);
    expect(realRules.required.has(year)).toBe(true);
  });

  it("marks no key a rule requires once an optional question is answered", () => {
    const [key = "", requireKey = ""] = [...realForm.keys.values()].filter((info) => !info.companionOf && !info.scope.group && !realRules.required.has(info.key)).map((info) => info.key);
    expect(requireKey).not.toBe("");
    const form = { ...realForm, definition: { ...realForm.definition, rules: { ...realForm.definition.rules, rules: [{ id: "optional", when: { valueKey: key, operator: "answered" as const }, require: requireKey }] } } };
    expect(formFieldRules(form).required.has(requireKey)).toBe(false);
  });
});
