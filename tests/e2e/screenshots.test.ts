/**
 * Every route at a phone's width (390 px) and a desktop's (1280 px): none scrolls sideways, and no
 * section of a form page holds anything wider than itself. With
 * SCREENSHOTS set to a folder (`npm run screenshots` sets docs/screenshots), a full-page PNG of
 * each is saved there, named route-width.png, for people to look at.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pageBox, renderEverySection } from "./support/browser.ts";
import { openRoute, routes } from "./support/routes.ts";
import { useBrowser } from "./support/session.ts";

const e2e = useBrowser("e2e-screenshots");

const folder = process.env.SCREENSHOTS;
const widths = [390, 1280];

describe.each(widths)("at %i px", (width) => {
  it.each(routes)("$path fits the width", async (route) => {
    const { page } = e2e;
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await openRoute(e2e, route);
    await renderEverySection(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The page scrolls in a box of its own (AppShell): that box does not scroll sideways either.
    expect(await page.locator(pageBox).evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
    // A section clips what overflows it (it is contained, see app.css), so nothing in it may be wider.
    const clipped = await page.evaluate(() => [...document.querySelectorAll(".form-page > .section")].filter((s) => s.scrollWidth > s.clientWidth).map((s) => s.id || s.className));
    expect(clipped).toEqual([]);
    if (!folder) return;
    await mkdir(folder, { recursive: true });
    // The whole page: the window made as tall as the page's box holds, since the page scrolls in
    // that box and not in the window (a full-page shot of the window would show its first screen).
    const height = await page.locator(pageBox).evaluate((box) => box.scrollHeight);
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(folder, `${route.path.slice(1)}-${width}.png`), animations: "disabled" });
  });
});
