/**
 * Every route at a phone's width (390 px) and a desktop's (1280 px): none scrolls sideways, and no
 * section of a form page holds anything wider than itself. With
 * SCREENSHOTS set to a folder (`npm run screenshots` sets docs/screenshots), a full-page PNG of
 * each is saved there, named route-width.png, for people to look at.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderEverySection } from "./support/browser.ts";
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
    // A section clips what overflows it (it is contained, see app.css), so nothing in it may be wider.
    const clipped = await page.evaluate(() => [...document.querySelectorAll(".form-page > .section")].filter((s) => s.scrollWidth > s.clientWidth).map((s) => s.id || s.className));
    expect(clipped).toEqual([]);
    if (!folder) return;
    await mkdir(folder, { recursive: true });
    await page.screenshot({ path: join(folder, `${route.path.slice(1)}-${width}.png`), fullPage: true, animations: "disabled" });
  });
});
