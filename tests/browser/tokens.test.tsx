import { describe, expect, it } from "vitest";
import base from "../../renderer/theme/base.css?raw";
import theme from "../../schema/generated/theme.css?raw";
import tokens from "../../renderer/theme/tokens.css?raw";
import "../../renderer/theme/tokens.css";

const root = () => getComputedStyle(document.documentElement);
const shades = ["extra-light", "light", "main", "dark"];

describe("theme tokens", () => {
  it.each(["primary", "secondary", "accent", "neutral", "white", "error", "disabled"])("defines the four shades of %s", (colour) => {
    for (const shade of shades) expect(root().getPropertyValue(`--color-${colour}-${shade}`).trim()).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each([
    ["modal", ["30rem", "60rem", "80vw"]],
    ["tablet", ["30rem", "70vw", "90vw"]],
    ["loading", ["0.4rem", "0.8rem", "2rem"]],
  ])("defines the %s sizes of spec section 3", (name, sizes) => {
    expect(["small", "medium", "large"].map((s) => root().getPropertyValue(`--${name}-size-${s}`).trim())).toEqual(sizes);
  });

  it("names the breakpoints of spec section 9, and the stylesheet's media queries use exactly those", () => {
    const tablet = root().getPropertyValue("--breakpoint-tablet").trim();
    const mobile = root().getPropertyValue("--breakpoint-mobile").trim();
    expect([tablet, mobile]).toEqual(["900px", "600px"]);
    const queried = [...base.matchAll(/@media \(max-width: (\d+px)\)/g)].map((m) => m[1]);
    expect(new Set(queried)).toEqual(new Set([tablet, mobile]));
  });

  it("takes every colour from the form's theme: the stylesheet made from theme.json is the only one that writes a colour", () => {
    expect(theme).toMatch(/#[0-9a-f]{6}/);
    for (const sheet of [tokens, base.replace(/rgb\(0 0 0 \/ [0-9.]+\)/g, "")]) expect(sheet).not.toMatch(/#[0-9a-fA-F]{3,6}\b|rgb\(|hsl\(/);
  });
});
