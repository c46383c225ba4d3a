import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { kinds } from "../../../stories/fixtures/kinds.ts";
import { renderNodes } from "../support/form.tsx";
import { defaultLocale, formLocales } from "../../../schema/partner.ts";
import { wordsFor } from "../../../schema/words.ts";

/** The format hint's words before its {format}, in `locale`. */
const hintBefore = (locale: string): string => wordsFor(locale).inputs.formatHint.split("{format}")[0] ?? "";
const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One key at a time, as people type (the mask library drops keys sent in one burst). */
const typeKeys = async (text: string) => {
  for (const key of text) await userEvent.keyboard(key);
};

describe.each([
  { kind: "phone", label: "Home Phone", key: "phone_home", typed: "517-555-0123 ext 9", stored: "(517) 555-0123" },
  { kind: "ssn", label: "Social Security Number", key: "ssn", typed: "123 45 67890", stored: "123-45-6789" },
] as const)("$kind input", ({ kind, label, key, typed, stored }) => {
  it(`formats the digits typed as ${stored}, ignoring other characters and extra digits`, async () => {
    const { answers } = renderNodes(kinds[kind].nodes);
    await userEvent.click(page.getByLabelText(label));
    await typeKeys(typed);
    expect(answers()[key]).toBe(stored);
    await expect.element(page.getByLabelText(label)).toHaveValue(stored);
  });

  it("tells assistive technology the expected format", async () => {
    renderNodes(kinds[kind].nodes);
    await expect.element(page.getByLabelText(label)).toHaveAccessibleDescription(new RegExp(escaped(hintBefore(defaultLocale))));
  });

  // A Spanish page's phone field said "Format:", written in the component (issue 40).
  it.each(formLocales.filter((locale) => locale !== defaultLocale))("words the format in %s", async (locale) => {
    const { form } = renderNodes(kinds[kind].nodes, {}, {}, locale);
    const shown = form.keys.get(key)?.node;
    await expect.element(page.getByLabelText(String(shown && "label" in shown ? shown.label : label))).toHaveAccessibleDescription(new RegExp(escaped(hintBefore(locale))));
  });
});

describe("a masked input edited in the middle", () => {
  it("keeps the caret after the digit just typed, so the next digit goes after it", async () => {
    const { answers } = renderNodes(kinds.phone.nodes);
    await userEvent.click(page.getByLabelText("Home Phone"));
    await typeKeys("517555012");
    for (let i = 0; i < 3; i++) await userEvent.keyboard("{ArrowLeft}");
    await typeKeys("98");
    expect(answers().phone_home).toBe("(517) 555-9801");
    await expect.element(page.getByLabelText("Home Phone")).toHaveValue("(517) 555-9801");
  });
});
