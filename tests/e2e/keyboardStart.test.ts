/**
 * Issue 28, finding 10: the keyboard's way in, at 1280 and 390 px. The first Tab reaches a skip
 * link, shown on screen once focused, that moves focus to the main region; a focused heading's ring
 * stands clear of its letters, measured from the boxes Chromium lays out.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { messages } from "../../engine/index.ts";
import { pageTitle } from "../../stories/fixtures/formText.ts";
import { realForm } from "../../stories/fixtures/forms.ts";
import { expectNoAxeViolations, pageBox, pageScrollTop, takenOver, whenDrawn } from "./support/browser.ts";
import { routes } from "./support/routes.ts";
import { useBrowser } from "./support/session.ts";

const e2e = useBrowser("e2e-keyboard-start");

const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** The least room, in CSS pixels, between a heading's letters and the inner edge of its focus ring. */
const clearance = 4;

/** A page a visitor opens, with its heading: the first form page, and the account pages. */
const visitorRoutes = [{ path: `/${realForm.pages[0]?.id ?? ""}`, heading: pageTitle(realForm.pages[0]?.id ?? "") }, ...routes.filter((r) => r.path === "/login" || r.path === "/signup")];

async function open(page: Page, route: { path: string; heading: string }): Promise<void> {
  await page.goto(route.path);
  await page.getByRole("heading", { name: route.heading, level: 1 }).waitFor();
  await whenDrawn(page);
  // The page's keys (Page Down scrolling the page's box) are the app's: they start once it has the page.
  await takenOver(page);
}

/** What has focus: its tag, its text, and its box. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    const box = element?.getBoundingClientRect();
    return { tag: element?.tagName.toLowerCase(), text: element?.textContent?.trim(), top: box?.top ?? 0, bottom: box?.bottom ?? 0, left: box?.left ?? 0, right: box?.right ?? 0 };
  });

/**
 * Focuses each heading that takes focus (page, summary and entry headings) as the keyboard does,
 * and gives the least distance from its text to the inner edge of its ring on any side, with
 * the ring's style (a heading with no ring would pass any distance).
 */
function headingClearances(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("h1[tabindex='-1'], h2[tabindex='-1'], h3[tabindex='-1'], h4[tabindex='-1']")].map((heading) => {
      heading.focus();
      const style = getComputedStyle(heading);
      const offset = parseFloat(style.outlineOffset);
      const ring = heading.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(heading);
      const text = range.getBoundingClientRect();
      const gap = Math.min(text.left - (ring.left - offset), ring.right + offset - text.right, text.top - (ring.top - offset), ring.bottom + offset - text.bottom);
      return { heading: heading.textContent?.trim(), ring: style.outlineStyle, gap };
    }),
  );
}

describe.each(viewports)("at $width px", (viewport) => {
  it.each(visitorRoutes)("finding 10: the first Tab on $path reaches the skip link, which moves focus to the main region", async (route) => {
    const { page } = e2e;
    await page.setViewportSize(viewport);
    await open(page, route);
    const link = page.getByRole("link", { name: messages.skipToMain });
    const hidden = await link.boundingBox();
    expect(hidden?.y ?? 0).toBeLessThan(0);
    await page.keyboard.press("Tab");
    const shown = await focused(page);
    expect(shown.text).toBe(messages.skipToMain);
    expect(shown.top).toBeGreaterThanOrEqual(0);
    expect(shown.left).toBeGreaterThanOrEqual(0);
    expect(shown.right).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Enter");
    expect((await focused(page)).tag).toBe("main");
    // The next Tab starts inside the page, past the header and the step links.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  });

  it("finding 10: a focused heading's ring stands clear of its text", async () => {
    const { page } = e2e;
    await page.setViewportSize(viewport);
    // The page with entry headings (a repeat group's) besides its own.
    const id = realForm.pages.find((p) => JSON.stringify(p.children).includes('"kind":"repeat"'))?.id ?? "";
    await open(page, { path: `/${id}`, heading: pageTitle(id) });
    // Focus moved from the keyboard shows its ring (:focus-visible), as after a step link.
    await page.keyboard.press("Tab");
    const headings = await headingClearances(page);
    expect(headings.length).toBeGreaterThan(1);
    for (const h of headings) {
      expect(h.ring, h.heading).not.toBe("none");
      expect(h.gap, h.heading).toBeGreaterThanOrEqual(clearance);
    }
  });

  it.each(visitorRoutes)("the keyboard alone scrolls $path from its first load, and back", async (route) => {
    const { page } = e2e;
    // A short window, so that every page has something below it to scroll to.
    await page.setViewportSize({ width: viewport.width, height: 400 });
    await open(page, route);
    expect(await page.locator(pageBox).evaluate((box) => box.scrollHeight - box.clientHeight)).toBeGreaterThan(0);
    await page.keyboard.press("PageDown");
    await expect.poll(() => pageScrollTop(page)).toBeGreaterThan(0);
    await page.keyboard.press("Home");
    await expect.poll(() => pageScrollTop(page)).toBe(0);
  });
});
