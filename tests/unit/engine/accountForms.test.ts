import { describe, expect, it } from "vitest";
import { type AccountFormName, compileForm, passwordChecklist, validateAccountForm } from "../../../engine/index.ts";
import { application } from "../../../schema/index.ts";
import cases from "../../fixtures/account-forms.json" with { type: "json" };

const form = compileForm(application);
const clock = { today: "2026-11-21" };

describe("account forms", () => {
  it.each(cases as unknown as { description: string; form: AccountFormName; values: Record<string, string>; errors: Record<string, string[]> }[])(
    "$description",
    ({ form: name, values, errors }) => {
      expect(validateAccountForm(form, name, values, clock)).toEqual(errors);
    },
  );
});

describe("passwordChecklist", () => {
  const states = (password: string): string[] => passwordChecklist(form, password, clock).map((i) => `${i.state}: ${i.label}`);

  it("lists every rule as inactive while the field is empty", () => {
    expect(states("")).toEqual([
      "inactive: At least 12 characters",
      "inactive: At least one uppercase letter",
      "inactive: At least one lowercase letter",
      "inactive: At least one number",
      "inactive: At least one special character",
      "inactive: No spaces at the beginning or end",
    ]);
  });

  it("marks each rule as error or success as the student types", () => {
    expect(states("abc")).toEqual([
      "error: At least 12 characters",
      "error: At least one uppercase letter",
      "success: At least one lowercase letter",
      "error: At least one number",
      "error: At least one special character",
      "success: No spaces at the beginning or end",
    ]);
  });

  it("is all success for a password the server accepts", () => {
    expect(states("Correct-Horse-9").every((s) => s.startsWith("success"))).toBe(true);
  });
});
