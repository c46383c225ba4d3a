/**
 * Issue 28, finding 1: a toast moves nothing on the page. The browser's own `layout-shift` entries
 * are summed across a Save and Continue and the whole life of the success toast it brings, from
 * its arrival to its close; the sum must be 0.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { messages } from "../../engine/index.ts";
import { realForm } from "../../stories/fixtures/forms.ts";
import { pageTitle } from "../../stories/fixtures/formText.ts";
import { drawEverySection, expectNoAxeViolations, pageScrollTop, scrollPageTo } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { studentInBrowser, toastTitled } from "./support/student.ts";
import { words } from "../../stories/fixtures/words.ts";

const e2e = useBrowser("e2e-toast-layout-shift");

const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

interface Shift {
  value: number;
  hadRecentInput: boolean;
}

/**
 * Starts recording the page's layout shifts from now on, with every section drawn whole (see
 * drawEverySection: what a skipped section shows when it is reached is no shift, though
 * Chromium reports one; that no section moves when reached is longPage.test's). The observer is buffered, so that no
 * entry the browser queued before it started is missed; entries from before now (the page's own
 * first drawing) are left out. Shifts within 500 ms of an input (hadRecentInput) are counted too:
 * the save's toast arrives after the click, and a shift the student caused is still a shift.
 */
async function recordShifts(page: Page): Promise<void> {
  await page.evaluate(drawEverySection);
  await page.evaluate(() => {
    const from = performance.now();
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & Shift)[]) {
        if (entry.startTime >= from) shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const shifts = (page: Page): Promise<Shift[]> => page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);

/**
 * A logged-in student on the form's first page (in step order) presses Save and Continue; the
 * success toast that comes with the second page, once shown. `beforeSave` runs just before the press.
 */
async function saveOntoSecondPage(viewport: { width: number; height: number }, beforeSave: () => Promise<void> = async () => undefined) {
  const { page, context, server } = e2e;
  await page.setViewportSize(viewport);
  await studentInBrowser(server, context);
  const [first, second] = realForm.pages;
  await page.goto(`/${first?.id}`);
  await page.getByRole("heading", { name: pageTitle(first?.id ?? ""), level: 1 }).waitFor();
  await beforeSave();
  await page.getByRole("button", { name: words.form.saveAndContinue }).click();
  await page.getByRole("heading", { name: pageTitle(second?.id ?? ""), level: 1 }).waitFor();
  const toast = toastTitled(page, messages.successToastLabel);
  await toast.waitFor();
  // The pointer leaves the button it pressed, to the page's top corner: a toast drawn or scrolled
  // under a resting pointer is hovered, and a hovered toast waits (it pauses, by design) for as
  // long as the pointer stays, while these tests wait for it to leave by itself.
  await page.mouse.move(0, 0);
  return toast;
}

describe.each(viewports)("a save's toast at $width px", (viewport) => {
  it(`moves nothing on the page from the save to the toast's close at ${viewport.width} px`, { timeout: 60_000 }, async () => {
    const { page } = e2e;
    const toast = await saveOntoSecondPage(viewport, () => recordShifts(page));
    // Success toasts close after 5 s (spec section 9); then two frames for the last shift to be reported.
    await toast.waitFor({ state: "detached", timeout: 30_000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const recorded = await shifts(page);
    expect(recorded.reduce((sum, shift) => sum + shift.value, 0)).toBe(0);
    // After the measure: axe draws every section of the page, which moves what lies below them.
    await expectNoAxeViolations(page);
  });

  it(`moves nothing when the toast leaves a page scrolled to its end at ${viewport.width} px`, { timeout: 60_000 }, async () => {
    const { page } = e2e;
    const toast = await saveOntoSecondPage(viewport);
    // The student reads the end of the page while the toast shows; the page's box grows when it
    // leaves, which would pull a page at its end down unless the band waits.
    await scrollPageTo(page, "end");
    const scrolled = await pageScrollTop(page);
    const button = await page.getByRole("button", { name: words.form.saveAndContinue }).boundingBox();
    await recordShifts(page);
    await toast.waitFor({ state: "detached", timeout: 30_000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect((await shifts(page)).reduce((sum, shift) => sum + shift.value, 0)).toBe(0);
    expect(await pageScrollTop(page)).toBe(scrolled);
    expect(await page.getByRole("button", { name: words.form.saveAndContinue }).boundingBox()).toEqual(button);
  });
});
