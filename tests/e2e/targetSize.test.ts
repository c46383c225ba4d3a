/**
 * At phone width every control is at least 24 by 24 CSS pixels (WCAG 2.2, 2.5.8 target size),
 * measured with the boxes Chromium lays out on each route at 390 px.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pageTitle } from "../../stories/fixtures/formText.ts";
import { openRoute, routes } from "./support/routes.ts";
import { useBrowser } from "./support/session.ts";

const e2e = useBrowser("e2e-target-size");

const phone = { width: 390, height: 844 };
const minimum = 24;

/** Every visible control smaller than the minimum, and every icon drawn out of shape. */
function undersized(page: Page) {
  return page.evaluate((min) => {
    const small: string[] = [];
    const name = (e: Element) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""} "${(e.getAttribute("aria-label") ?? e.textContent ?? "").trim().slice(0, 30)}"`;
    for (const control of document.querySelectorAll("button, a[href], input, select, textarea, [role=button], [role=spinbutton], [role=checkbox], [role=radio], [role=combobox]")) {
      // react-aria-components' hidden native selects (for autofill) are no one's to press.
      if (control.closest("[aria-hidden=true]")) continue;
      // A radio or checkbox is pressed through its label (react-aria hides the input itself), which is the target.
      const target = control.matches("input[type=radio], input[type=checkbox]") ? (control.closest("label") ?? control) : control;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < min || box.height < min) small.push(`${name(control)} ${box.width.toFixed(1)}×${box.height.toFixed(1)}`);
    }
    // An icon keeps its square frame: a squeezed one is no longer the picture it is meant to be.
    for (const icon of document.querySelectorAll("svg.icon")) {
      const box = icon.getBoundingClientRect();
      if (box.width > 0 && Math.abs(box.width - box.height) > 0.5) small.push(`icon in ${name(icon.parentElement ?? icon)} ${box.width.toFixed(1)}×${box.height.toFixed(1)}`);
    }
    return small;
  }, minimum);
}

describe("at 390 px", () => {
  it.each(routes)("finding 7: every control on $path is at least 24 × 24 px and every icon square", async (route) => {
    await e2e.page.setViewportSize(phone);
    await openRoute(e2e, route);
    expect(await undersized(e2e.page)).toEqual([]);
  });

  it("finding 7: each month and year pair on Academics sits side by side", async () => {
    const { page } = e2e;
    await page.setViewportSize(phone);
    await openRoute(e2e, { path: "/education", heading: pageTitle("education") });
    const pairs = await page.evaluate(() =>
      [...document.querySelectorAll("fieldset.group--row")].map((group) => [...group.querySelectorAll(".field")].map((field) => Math.round(field.getBoundingClientRect().top))),
    );
    expect(pairs.length).toBeGreaterThan(0);
    for (const tops of pairs) expect(new Set(tops).size).toBe(1);
  });
});
