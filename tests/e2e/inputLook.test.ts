/**
 * Issue 28, finding 8: one look for every input and a required mark on every required question,
 * at 1280 and 390 px. Text fields were underlined while selects, dates and the account pages were
 * boxed; the certification box had no mark; a month had one and its year none.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pageTitle } from "../../stories/fixtures/formText.ts";
import { realForm, realRules } from "../../stories/fixtures/forms.ts";
import { monthYearQuestions } from "../support/monthYear.ts";
import { expectNoAxeViolations, whenDrawn } from "./support/browser.ts";
import { routes } from "./support/routes.ts";
import { useBrowser } from "./support/session.ts";

const e2e = useBrowser("e2e-input-look");

const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** What a visitor opens: every form page and the account pages. */
const visitorRoutes = routes.filter((r) => r.path !== "/completion");

async function open(page: Page, route: { path: string; heading: string }): Promise<void> {
  await page.goto(route.path);
  await page.getByRole("heading", { name: route.heading, level: 1 }).waitFor();
  await whenDrawn(page);
}

/** Each drawn input's border widths, top, right, bottom and left, by its field's key or label. */
function borders(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".field__input")].flatMap((input) => {
      if (input.closest("[aria-hidden=true]") || input.getBoundingClientRect().width === 0) return [];
      const s = getComputedStyle(input);
      return [{ input: input.id || input.textContent?.trim().slice(0, 30), sides: [s.borderTopWidth, s.borderRightWidth, s.borderBottomWidth, s.borderLeftWidth].map(parseFloat) }];
    }),
  );
}

/** Whether the label of the question writing `key` shows the required mark (drawn after it). */
function marked(page: Page, key: string) {
  return page.evaluate((id) => {
    const field = document.getElementById(id)?.closest(".field");
    if (!field) return undefined;
    return [...field.querySelectorAll(".field__label, .checkbox__label")].some((label) => !["none", "normal", ""].includes(getComputedStyle(label, "::after").content));
  }, key);
}

describe.each(viewports)("at $width px", (viewport) => {
  it.each(visitorRoutes)("finding 8: every input on $path is boxed on all four sides alike", async (route) => {
    const { page } = e2e;
    await page.setViewportSize(viewport);
    await open(page, route);
    // A page may show a visitor no text input at all (only boxes to tick): it is then checked for nothing.
    const shown = await borders(page);
    for (const { input, sides } of shown) {
      expect(Math.min(...sides), String(input)).toBeGreaterThan(0);
      expect(new Set(sides).size, String(input)).toBe(1);
    }
    await expectNoAxeViolations(page);
  });

  it.each(realForm.pages.map((p) => ({ id: p.id })))("finding 8: every required question on $id shows the required mark", async ({ id }) => {
    const { page } = e2e;
    await page.setViewportSize(viewport);
    await open(page, { path: `/${id}`, heading: pageTitle(id) });
    const keys = [...realRules.required].filter((key) => realForm.keys.get(key)?.page === id);
    let checked = 0;
    for (const key of keys) {
      const mark = await marked(page, key);
      if (mark === undefined) continue; // not shown to a visitor who has answered nothing
      checked++;
      expect(mark, key).toBe(true);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("finding 8: a month and its year are marked alike", async () => {
    const { page } = e2e;
    await page.setViewportSize(viewport);
    const [first] = monthYearQuestions(realForm);
    const id = first ? (realForm.keys.get(first.month)?.page ?? "") : "";
    await open(page, { path: `/${id}`, heading: pageTitle(id) });
    for (const { month, year } of monthYearQuestions(realForm)) {
      const monthMark = await marked(page, month);
      if (monthMark === undefined) continue;
      expect(await marked(page, year), year).toBe(monthMark);
    }
  });
});
