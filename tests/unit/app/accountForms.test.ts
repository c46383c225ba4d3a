/**
 * The account forms speak the words they are compiled with: their fields' labels are the words'
 * own, for every form. The words here are the default catalogue's with another catalogue's field
 * labels, so that the form, which declares only its own locales, compiles, and each label shows
 * where it came from.
 */
import { describe, expect, it } from "vitest";
import { accountFormsIn } from "../../../app/account/forms.ts";
import { type Node, type Words, catalogues, defaultLocale } from "../../../engine/index.ts";

const labels = (nodes: readonly Node[]): string[] => nodes.map((node) => ("label" in node ? String(node.label) : ""));

const base = catalogues[defaultLocale];
const others = Object.values(catalogues).filter((words) => words.locale !== defaultLocale);

describe.each(others.map((other) => [other.locale, other] as const))("the account forms with the field labels of %s", (_locale, other) => {
  const words: Words = { ...base, account: { ...base.account, fields: other.account.fields } };
  const otherLabels = new Set(Object.values(other.account.fields));
  it.each(Object.entries(accountFormsIn(words)))("%s labels every field in those words", (_name, account) => {
    const shown = labels(account.form.pages.flatMap((page) => page.children));
    expect(shown.length).toBeGreaterThan(0);
    for (const label of shown) expect(otherLabels).toContain(label);
  });
});
