/** The colours and logo come from the form folder's theme.json: the CSS declares no colour of its own. */
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import theme from "../../../schema/generated/form/theme.ts";
import { checkSchema } from "../../../scripts/schema-check.ts";
import { brokenCopy, cleanUp, frozenCopy } from "./brokenCopy.ts";

afterAll(cleanUp);

describe("the theme", () => {
  it("declares every colour of theme.json as a custom property in schema/generated/theme.css", () => {
    const css = readFileSync("schema/generated/theme.css", "utf8");
    const declared = Object.fromEntries([...css.matchAll(/(--color-[a-z-]+):\s*([^;]+);/g)].map(([, name = "", value = ""]) => [name, value]));
    const expected = Object.fromEntries(
      Object.entries(theme.colors).flatMap(([name, shades]) =>
        Object.entries(shades).map(([shade, value]) => [`--color-${name}-${shade.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, value]),
      ),
    );
    expect(declared).toEqual(expected);
  });

  it("leaves no colour in tokens.css, which imports the generated one", () => {
    const tokens = readFileSync("renderer/theme/tokens.css", "utf8");
    expect(tokens).toContain('@import "../../schema/generated/theme.css";');
    expect(tokens).not.toMatch(/--color-[a-z-]+:/);
  });

  it("names the logo file theme.json names when it is missing", async () => {
    const dir = await frozenCopy();
    await rm(join(dir, theme.logo.file));
    expect(await checkSchema(dir)).toEqual([{ file: theme.logo.file, line: 1, column: 1, pointer: "", message: expect.stringMatching(/logo/) }]);
  });

  it("refuses a colour that is not #rrggbb", async () => {
    const dir = await brokenCopy([{ file: "theme.json", op: "replace", pointer: "/colors/primary/main", value: "blue" }]);
    expect((await checkSchema(dir)).map((p) => [p.file, p.pointer])).toEqual([["theme.json", "/colors/primary/main"]]);
  });
});
