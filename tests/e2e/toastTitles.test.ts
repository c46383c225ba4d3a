/**
 * Issue 28, finding 11: a toast shows a title in a student's words (engine toastTitles) and keeps
 * the spec's name for it ('Success Notification', 'Login Card Error') as its accessible name.
 */
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { cardErrorTitle, messages, toastTitle } from "../../engine/index.ts";
import { expectNoAxeViolations } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { refusedLogin, toastTitled } from "./support/student.ts";
import { words } from "../../stories/fixtures/words.ts";

const e2e = useBrowser("e2e-toast-titles");

const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** The toast's text that a sighted student sees (text clipped to a pixel, for screen readers only, left out). */
const seenText = (toast: Locator): Promise<string> =>
  toast.evaluate((t) => {
    const walker = document.createTreeWalker(t, NodeFilter.SHOW_TEXT);
    const seen: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement?.getBoundingClientRect();
      if (box && box.width > 1 && box.height > 1) seen.push(node.textContent ?? "");
    }
    return seen.join(" ");
  });

describe.each(viewports)("toast titles at $width px", (viewport) => {
  it(`shows a student's words on a success and a login error, named as the spec names them, at ${viewport.width} px`, async () => {
    const { page } = e2e;
    await page.setViewportSize(viewport);
    await page.goto("/forgot");
    await page.getByLabel(words.account.fields.username).fill("student@example.edu");
    await page.getByRole("button", { name: words.account.forgot.submit }).click();
    const success = toastTitled(page, messages.successToastLabel);
    await success.waitFor();
    expect(toastTitle(messages.successToastLabel, words)).not.toBe(messages.successToastLabel);
    expect(await seenText(success)).toContain(toastTitle(messages.successToastLabel, words));
    expect(await seenText(success)).not.toContain(messages.successToastLabel);

    const error = await refusedLogin(page);
    expect(toastTitle(cardErrorTitle("login", words), words)).not.toBe(cardErrorTitle("login", words));
    expect(await seenText(error)).toContain(toastTitle(cardErrorTitle("login", words), words));
    expect(await seenText(error)).not.toContain(cardErrorTitle("login", words));
    await expectNoAxeViolations(page);
  });
});
