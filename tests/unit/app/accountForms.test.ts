/**
 * The account forms speak the words they are compiled with: their fields' labels are the words'
 * own, for every form, and the sign-up page's field errors and password checklist are its schema's
 * messages in the page's language. The words here are the default catalogue's with another catalogue's field
 * labels, so that the form, which declares only its own locales, compiles, and each label shows
 * where it came from.
 */
import { describe, expect, it } from "vitest";
import { accountFormsIn } from "../../../app/account/forms.ts";
import { type Node, type Words, passwordChecklist, referenceLocale, textIn, validateAccountForm } from "../../../engine/index.ts";
import { wordLocales, wordsFor } from "../../../schema/words.ts";
import accountDefinitions from "../../../schema/generated/form/account/definitions.schema.ts";
import { formLocales } from "../../../schema/partner.ts";

const labels = (nodes: readonly Node[]): string[] => nodes.map((node) => ("label" in node ? String(node.label) : ""));

const base = wordsFor(referenceLocale);
const others = wordLocales.filter((locale) => locale !== referenceLocale).map(wordsFor);

describe.each(others.map((other) => [other.locale, other] as const))("the account forms with the field labels of %s", (_locale, other) => {
  const words: Words = { ...base, account: { ...base.account, fields: other.account.fields } };
  const otherLabels = new Set(Object.values(other.account.fields));
  it.each(Object.entries(accountFormsIn(words)))("%s labels every field in those words", (_name, account) => {
    const shown = labels(account.form.pages.flatMap((page) => page.children));
    expect(shown.length).toBeGreaterThan(0);
    for (const label of shown) expect(otherLabels).toContain(label);
  });
});

describe.each(formLocales)("the sign-up page in %s", (locale) => {
  const signupIn = (language: string) => accountFormsIn(wordsFor(language)).signup.form;
  const form = signupIn(locale);
  const clock = { today: "2026-11-21" };
  const { email, newPassword } = accountDefinitions.definitions;

  it("refuses an address that is none in the schema's words in that language", () => {
    expect(validateAccountForm(form, "signup", { username: "ada", password: "Correct-Horse-9" }, clock)).toEqual({ username: [textIn(email.errorMessage, locale)] });
  });

  it("labels the password checklist in that language, each rule found as in the default language", () => {
    const items = passwordChecklist(form, "Correct-Horse-9 ", clock);
    expect(items.map((item) => item.label)).toEqual(newPassword.allOf.map((rule) => textIn(rule.errorMessage, locale)));
    expect(items.map((item) => item.state)).toEqual(passwordChecklist(signupIn(formLocales[0] ?? referenceLocale), "Correct-Horse-9 ", clock).map((item) => item.state));
    expect(items.map((item) => item.state)).toContain("error");
  });
});
