/**
 * The fields of a composite question (an address, a school search) are labelled in the language
 * the form is compiled in (issue 40): the product's words (engine/words, composites) unless the
 * question words a field its own way (fieldLabels), on the page, in the summary and in the data
 * model's messages alike, since all of them read the compiled question.
 */
import { describe, expect, it } from "vitest";
import { type AddressQuestion, type Authored, type Form, type Node, type SchoolSearchQuestion, addressFields, compileForm, forEachNode, schoolFields } from "../../../engine/index.ts";
import { productFieldLabels } from "../../../engine/form/fieldLabels.ts";
import { defaultLocale, formLocales } from "../../../schema/partner.ts";
import { application } from "../../../schema/index.ts";

/** Every composite question of `form` with the labels of the fields it writes. */
function composites(form: Form): { node: AddressQuestion | SchoolSearchQuestion; labels: string[] }[] {
  const found: { node: AddressQuestion | SchoolSearchQuestion; labels: string[] }[] = [];
  for (const page of form.pages) {
    forEachNode(page.children, (node: Node) => {
      if (node.kind === "address") found.push({ node, labels: addressFields(node).map((f) => ("label" in f ? String(f.label) : "")) });
      if (node.kind === "schoolSearch") found.push({ node, labels: schoolFields(node).map((f) => ("label" in f ? String(f.label) : "")) });
    });
  }
  return found;
}

describe.each(formLocales)("the composite questions of the form compiled in %s", (locale) => {
  const form = compileForm(application, { locale });
  const words = Object.values(productFieldLabels(locale));

  it("label their fields with the product's words in that language", () => {
    const found = composites(form);
    expect(found.length).toBeGreaterThan(0);
    for (const { labels } of found) for (const label of labels) expect(words).toContain(label);
  });

  it.runIf(locale !== defaultLocale)("keep no field label of the default language", () => {
    const english = new Set(Object.values(productFieldLabels(defaultLocale)));
    for (const { labels } of composites(form)) for (const label of labels) expect(english.has(label)).toBe(false);
  });
});

describe("a composite question that words a field its own way", () => {
  it("keeps its own label for that field, in each language, and the product's for the others", () => {
    const own = Object.fromEntries(formLocales.map((l) => [l, `Postal code of its own (${l})`]));
    const pages = structuredClone(application.pages) as Authored.Page[];
    let edited = 0;
    const label = (value: Record<string, unknown>) => {
      if (value.kind === "address" || value.kind === "schoolSearch") {
        value.fieldLabels = { zip: formLocales.length > 1 ? own : own[defaultLocale] };
        edited++;
      }
      for (const item of Object.values(value)) {
        if (Array.isArray(item)) item.forEach((child) => child && typeof child === "object" && label(child as Record<string, unknown>));
        else if (item && typeof item === "object") label(item as Record<string, unknown>);
      }
    };
    pages.forEach((page) => label(page as unknown as Record<string, unknown>));
    expect(edited).toBeGreaterThan(0);
    for (const locale of formLocales) {
      const form = compileForm({ ...application, pages }, { locale });
      for (const { labels } of composites(form)) {
        expect(labels.at(-1)).toBe(own[locale]);
        expect(labels.slice(0, -1)).toEqual(expect.arrayContaining([productFieldLabels(locale).country, productFieldLabels(locale).city]));
      }
    }
  });
});

describe("a form folder that rewords a composite field (words/<locale>.json)", () => {
  it("labels that field in its words, in that language, and the others in the product's", () => {
    const [field] = Object.keys(productFieldLabels(defaultLocale)) as (keyof ReturnType<typeof productFieldLabels>)[];
    const reworded = `${productFieldLabels(defaultLocale)[field!]} (reworded)`;
    const form = compileForm({ ...application, words: { [defaultLocale]: { composites: { [field!]: reworded } } } }, { locale: defaultLocale });
    const found = composites(form);
    expect(found.length).toBeGreaterThan(0);
    for (const { node } of found) expect(node.fieldLabels?.[field!]).toBe(reworded);
    for (const locale of formLocales.filter((l) => l !== defaultLocale))
      for (const { node } of composites(compileForm({ ...application, words: { [defaultLocale]: { composites: { [field!]: reworded } } } }, { locale }))) expect(node.fieldLabels?.[field!]).not.toBe(reworded);
  });
});
