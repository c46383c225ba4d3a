/** schema:check refuses a theme.json whose colours fail WCAG 2.2 AA contrast where the styles set one on another. */
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { checkSchema } from "../../../scripts/schema-check.ts";
import { type ColourPair, contrastFindings, contrastRatio, themePairs } from "../../../scripts/schema-lint/themeContrast.ts";
import theme from "../../../schema/generated/form/theme.ts";
import { brokenCopy, cleanUp } from "./brokenCopy.ts";

afterAll(cleanUp);

interface Case {
  description: string;
  /** Colours changed in the shipped theme, by JSON pointer. */
  colours: Record<string, string>;
  /** Pairs of the case's own, instead of the styles' (a kind the styles draw no pair of yet). */
  pairs?: ColourPair[];
  /** Each finding as pointer, the other colour's pointer and the ratio shown. */
  expected: [string, string, string][];
}

const cases: Case[] = [
  { description: "passes the shipped theme", colours: {}, expected: [] },
  { description: "passes text at 4.54:1 (#767676 on white)", colours: { "/colors/neutral/main": "#767676" }, expected: [] },
  { description: "refuses text under 4.5:1 (help text and placeholders on white)", colours: { "/colors/neutral/main": "#949494" }, expected: [["/colors/neutral/main", "/colors/white/main", "3.03:1; text needs 4.5:1"]] },
  {
    description: "refuses white text on a button colour under 4.5:1, once for each background it stands on",
    colours: { "/colors/primary/main": "#5f9ea0" },
    expected: [
      ["/colors/primary/main", "/colors/white/main", "3.05:1; text needs 4.5:1"],
      ["/colors/white/main", "/colors/primary/main", "3.05:1; text needs 4.5:1"],
      ["/colors/primary/main", "/colors/primary/extraLight", "; text needs 4.5:1"],
    ],
  },
  { description: "refuses a control's icon under 3:1 on its hover background", colours: { "/colors/neutral/extraLight": "#5c5c66" }, expected: [["/colors/neutral/dark", "/colors/neutral/extraLight", "2.48:1; control boundary needs 3:1"]] },
  { description: "passes large text at 3:1 that text would fail", colours: { "/colors/neutral/main": "#949494" }, pairs: [{ foreground: "neutral.main", background: "white.main", kind: "large text", uses: "a heading" }], expected: [] },
  { description: "refuses large text under 3:1", colours: {}, pairs: [{ foreground: "primary.light", background: "white.main", kind: "large text", uses: "a heading" }], expected: [["/colors/primary/light", "/colors/white/main", "1.86:1; large text needs 3:1"]] },
];

/** The shipped colours with a case's changes. */
function coloursOf(changes: Record<string, string>): Record<string, Record<string, string>> {
  const colors: Record<string, Record<string, string>> = JSON.parse(JSON.stringify(theme.colors));
  for (const [pointer, value] of Object.entries(changes)) {
    const [, , name = "", shade = ""] = pointer.split("/");
    (colors[name] ??= {})[shade] = value;
  }
  return colors;
}

describe("the theme's contrast check", () => {
  it.each(cases)("$description", ({ colours, pairs, expected }) => {
    const findings = contrastFindings("theme.json", coloursOf(colours), pairs);
    expect(findings.map((f) => f.pointer)).toEqual(expected.map(([pointer]) => pointer));
    findings.forEach((finding, i) => {
      const [pointer, other, ratio] = expected[i] ?? [];
      expect(finding.file).toBe("theme.json");
      expect(finding.message).toContain(`${pointer} (`);
      expect(finding.message).toContain(`on ${other} (`);
      expect(finding.message).toContain(ratio);
    });
  });

  it("is part of schema:check, naming the file, the line of the colour, both pointers and the ratio", async () => {
    const dir = await brokenCopy([{ file: "theme.json", op: "replace", pointer: "/colors/neutral/main", value: "#949494" }]);
    expect(await checkSchema(dir)).toEqual([
      { file: "theme.json", line: expect.any(Number), column: expect.any(Number), pointer: "/colors/neutral/main", message: expect.stringMatching(/^\/colors\/neutral\/main \(#949494\) on \/colors\/white\/main \(#ffffff\) has a contrast of 3\.03:1; text needs 4\.5:1/) },
    ]);
  });

  it("computes WCAG's ratio: 21:1 for black on white, 1:1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#1f4e9c", "#1f4e9c")).toBe(1);
  });
});

describe("the pairs it checks", () => {
  const css = ["renderer/theme/base.css", "app/styles/app.css"].map((file) => readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "")).join("\n");
  const shadeOf = (property: string): string => property.replace(/^--color-/, "").replace(/-(extra)-light$/, ".extraLight").replace(/-(main|dark|light)$/, ".$1");
  const listed = new Set(themePairs.map((p) => `${p.foreground} on ${p.background}`));

  it("hold every colour the styles set on a background of the same rule", () => {
    const drawn = [...css.matchAll(/\{([^{}]*)\}/g)].flatMap(([, body = ""]) => {
      const colour = /(?:^|;|\s)color:\s*var\((--color-[a-z-]+)\)/.exec(body)?.[1];
      const background = /background:\s*var\((--color-[a-z-]+)\)/.exec(body)?.[1];
      // A colour on itself draws nothing yet: a box's check mark, white until checked puts it on primary.main.
      return colour && background && colour !== background ? [`${shadeOf(colour)} on ${shadeOf(background)}`] : [];
    });
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.filter((pair) => !listed.has(pair))).toEqual([]);
  });

  it("name only colours the styles use", () => {
    for (const shade of themePairs.flatMap((p) => [p.foreground, p.background])) expect(css).toContain(`var(--color-${shade.replace(".", "-").replace("extraLight", "extra-light")})`);
  });
});
