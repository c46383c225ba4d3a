import { describe, expect, it } from "vitest";
import { type TextRun, textRuns } from "../../../engine/index.ts";

const cases: { description: string; paragraph: string; expected: TextRun[] }[] = [
  { description: "a paragraph without links is one run", paragraph: "Call {phone}.", expected: [{ text: "Call {phone}." }] },
  {
    description: "a link inside a sentence splits it in three",
    paragraph: "E-mail [{helpEmail}](mailto:{helpEmail}) today.",
    expected: [{ text: "E-mail " }, { text: "{helpEmail}", href: "mailto:{helpEmail}" }, { text: " today." }],
  },
  {
    description: "links at both ends leave no empty runs",
    paragraph: "[a](https://a.example) and [b]({links.pdfReader})",
    expected: [{ text: "a", href: "https://a.example" }, { text: " and " }, { text: "b", href: "{links.pdfReader}" }],
  },
  { description: "brackets without an address stay text", paragraph: "See [below] (later).", expected: [{ text: "See [below] (later)." }] },
];

describe("textRuns", () => {
  it.each(cases)("$description", ({ paragraph, expected }) => {
    expect(textRuns(paragraph)).toEqual(expected);
  });
});
