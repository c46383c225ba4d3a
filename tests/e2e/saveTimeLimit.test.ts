/**
 * Issue 28, finding 12: Save and Continue once did nothing. Save and Continue ignores presses while
 * a save is under way, and a save's request had no time limit: one that never got an answer left
 * every later press ignored, with nothing sent. Every call now has a time limit
 * (app/api/http.ts): past it the save counts as failed, the student is told, and the next press
 * saves. The page's clock stands in for the half minute.
 */
import type { Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { messages } from "../../engine/index.ts";
import { pageTitle } from "../../stories/fixtures/formText.ts";
import { realForm } from "../../stories/fixtures/forms.ts";
import { expectNoAxeViolations, takenOver } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { studentInBrowser, toastTitled } from "./support/student.ts";
import { words } from "../../stories/fixtures/words.ts";

const e2e = useBrowser("e2e-save-time-limit");

const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

const [first, second] = realForm.pages.map((page) => page.id);

describe.each(viewports)("a save that gets no answer at $width px", (viewport) => {
  it(`is given up with an error, and the next press saves, at ${viewport.width} px`, { timeout: 120_000 }, async () => {
    const { page, context, server } = e2e;
    await page.setViewportSize(viewport);
    await page.clock.install();
    await studentInBrowser(server, context);
    await page.goto(`/${first}`);
    await page.getByRole("heading", { name: pageTitle(first ?? ""), level: 1 }).waitFor();
    await takenOver(page);

    // The server takes each save and never answers (a connection that went quiet).
    const held: Route[] = [];
    await page.route("**/api/answer", (route) => {
      if (route.request().method() === "PUT") held.push(route);
      else void route.continue();
    });
    const saveButton = page.getByRole("button", { name: words.form.saveAndContinue });
    await saveButton.click();
    await expect.poll(() => held.length).toBeGreaterThan(0);

    // Half a minute at a time, until the save has been given up (a save is tried three times).
    const failure = toastTitled(page, words.toasts.saveError).getByText(messages.unexpected);
    for (let step = 0; step < 10 && !(await failure.isVisible()); step += 1) {
      await page.clock.runFor("00:31");
      await page.waitForTimeout(100);
    }
    await failure.waitFor();
    await expect.poll(() => page.url()).toContain(`/${first}`);

    // The next press is not ignored: it reaches the server, which answers now.
    const heldBefore = held.length;
    await page.unroute("**/api/answer");
    await saveButton.click();
    await page.getByRole("heading", { name: pageTitle(second ?? ""), level: 1 }).waitFor();
    expect(held.length).toBe(heldBefore);
    await expectNoAxeViolations(page);
  });
});
