import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type AccountFormName, compileForm, isLocaleTexts, passwordChecklist, validateAccountForm } from "../../../engine/index.ts";
import { application } from "../../../schema/index.ts";
import { defaultLocale, formLocales } from "../../../schema/partner.ts";
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

/** Each message of the account forms' schemas with its text in `locale`, read from the schema files themselves. */
function writtenIn(locale: string): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (node: unknown): void => {
    const [written, translated] = isLocaleTexts(node) ? [node[defaultLocale], node[locale]] : [];
    if (written !== undefined && translated !== undefined) texts.set(written, translated);
    else if (node && typeof node === "object") Object.values(node).forEach(walk);
  };
  for (const file of readdirSync("schema/account")) walk(JSON.parse(readFileSync(join("schema/account", file), "utf8")));
  return texts;
}

describe.each(formLocales.filter((locale) => locale !== defaultLocale))("the account forms in %s", (locale) => {
  const translated = compileForm(application, { locale });
  const texts = writtenIn(locale);
  const inLocale = (message: string): string => texts.get(message) ?? message;

  it.each(cases as unknown as { description: string; form: AccountFormName; values: Record<string, string>; errors: Record<string, string[]> }[])(
    "$description, in the schemas' words of the locale",
    ({ form: name, values, errors }) => {
      const expected = Object.fromEntries(Object.entries(errors).map(([key, list]) => [key, list.map(inLocale)]));
      expect(validateAccountForm(translated, name, values, clock)).toEqual(expected);
    },
  );

  it("lists the password rules in the locale, each as the default locale's checklist finds it", () => {
    for (const password of ["", "abc", "Abcdefghij1!", " Abcdefghij1!"]) {
      const shown = passwordChecklist(translated, password, clock);
      expect(shown).toEqual(passwordChecklist(form, password, clock).map(({ label, state }) => ({ label: inLocale(label), state })));
      expect(shown.some(({ label }) => texts.has(label))).toBe(false);
    }
  });
});
