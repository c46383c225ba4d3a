/** Where toasts sit: measured with the elements' boxes in Chromium, at a desktop and a phone width. */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { messages } from "../../engine/index.ts";
import { pageTitle, repeatGroup } from "../../stories/fixtures/formText.ts";
import { expectNoAxeViolations, scrollPageTo } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { refusedLogin, studentInBrowser, toastTitled } from "./support/student.ts";
import { firstPageId, firstPath } from "../support/formPaths.ts";
import { words } from "../../stories/fixtures/words.ts";

const e2e = useBrowser("e2e-toast-placement");

const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** What a student needs to see or press: the header, the step links, headings and every control. */
const needed = "header, nav, h1, a, button, input, select, textarea, [role=button], [role=spinbutton], [role=combobox], [role=radio], [role=checkbox]";

/**
 * Each toast's box, and every element matching `selector` outside the toasts whose visible part
 * meets one. What is in the page's scrolling box shows only within that box: a field scrolled
 * below it is out of sight there, not under the toast.
 */
function measure(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const toasts = [...document.querySelectorAll("[role=alertdialog]")].map((t) => t.getBoundingClientRect());
    const covered: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      // react-aria-components' hidden native selects (for autofill) are no one's to see or press.
      if (element.closest("[role=alertdialog], [aria-hidden=true]")) continue;
      const box = element.getBoundingClientRect();
      const clip = element.closest(".page-scroll")?.getBoundingClientRect() ?? { top: -Infinity, bottom: Infinity };
      const top = Math.max(box.top, clip.top);
      const bottom = Math.min(box.bottom, clip.bottom);
      const meets = toasts.some((t) => box.width > 0 && bottom > top && box.left < t.right && t.left < box.right && top < t.bottom && t.top < bottom);
      if (meets) covered.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`);
    }
    return { covered, toasts: toasts.map((t) => ({ left: t.left, right: t.right })), width: window.innerWidth };
  }, selector);
}

/**
 * The toasts lie in a band under the page's scrolling box, never over the page (issue 28: they
 * move nothing and cover no control). Measured with the page scrolled to its top, half way and
 * its end, they cover nothing a student needs to see or press, and stay within the window.
 */
async function expectCoversNothing(page: Page, count: number): Promise<void> {
  for (const at of ["top", "middle", "end"] as const) {
    await scrollPageTo(page, at);
    const { covered, toasts, width } = await measure(page, needed);
    expect(toasts).toHaveLength(count);
    for (const t of toasts) expect(t.left >= 0 && t.right <= width).toBe(true);
    expect(covered).toEqual([]);
  }
}

const refusal = { status: 500, contentType: "application/json", body: JSON.stringify({ message: "The server is resting." }) };

describe.each(viewports)("toasts at $width px", (viewport) => {
  it(`finding 4: two toasts on /login cover nothing at ${viewport.width} px`, async () => {
    const { page } = e2e;
    await page.setViewportSize(viewport);
    await refusedLogin(page, 2);
    await expectCoversNothing(page, 2);
    await expectNoAxeViolations(page);
  });

  it(`finding 4: two toasts on a form page cover no control, wherever the page is scrolled, at ${viewport.width} px`, async () => {
    const { page, context, server } = e2e;
    await page.setViewportSize(viewport);
    await studentInBrowser(server, context);
    await page.goto("/education");
    await page.getByRole("heading", { name: pageTitle("education"), level: 1 }).waitFor();
    await page.route("**/api/add-another", (route) => route.fulfill(refusal));
    await page.route("**/api/answer", (route) => route.fulfill(refusal));
    await page.getByRole("button", { name: repeatGroup("college").addLabel }).click();
    await toastTitled(page, messages.dialogDefaultTitle).waitFor();
    await page.getByRole("button", { name: words.form.saveAndContinue }).click();
    await toastTitled(page, words.toasts.saveError).waitFor();
    await expectCoversNothing(page, 2);
    await expectNoAxeViolations(page);
  });
});

it.each([
  ["", false],
  [", when the toasts' code comes after the toast", true],
])("brings a toast that arrives while the page is scrolled past its place into view%s", async (_when, late) => {
  const { page, context, server } = e2e;
  await page.setViewportSize({ width: 390, height: 844 });
  await studentInBrowser(server, context);
  // The toasts' code (app/later.ts) loads at idle; held back, it arrives after the toast it draws.
  if (late)
    await page.route("**/assets/later-*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
  await page.goto(firstPath);
  await page.getByRole("heading", { name: pageTitle(firstPageId), level: 1 }).waitFor();
  await page.route("**/api/answer", (route) => route.fulfill(refusal));
  await page.getByRole("button", { name: words.form.saveAndContinue }).click();
  const toast = toastTitled(page, words.toasts.saveError);
  await toast.waitFor();
  await expect.poll(() => toast.evaluate((t) => t.getBoundingClientRect().top >= 0 && t.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
});
