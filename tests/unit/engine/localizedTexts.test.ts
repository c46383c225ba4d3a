import { describe, expect, it } from "vitest";
import cases from "../../fixtures/localized-texts.json" with { type: "json" };
import { resolveTexts } from "../../../engine/index.ts";

interface Case {
  description: string;
  value: unknown;
  locale: string;
  expected?: unknown;
  error?: string;
}

describe("resolveTexts", () => {
  it.each(cases as Case[])("$description", ({ value, locale, expected, error }) => {
    if (error) expect(() => resolveTexts(value, locale)).toThrow(error);
    else expect(resolveTexts(value, locale)).toEqual(expected);
  });

  it("returns a part without a map as the very object it was given, so a form of plain strings is not copied", () => {
    const page = { title: "About You", children: [{ kind: "text", key: "a", label: "A" }] };
    const value = { pages: [page], partner: { welcome: { en: "Welcome" } } };
    const resolved = resolveTexts(value, "en");
    expect(resolved.pages[0]).toBe(page);
    expect(resolved.partner.welcome).toBe("Welcome");
  });
});
