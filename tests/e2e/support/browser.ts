/** The machine's Chromium, headless (never a downloaded browser), and what every page is checked for. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import { type Browser, type BrowserContext, type Page, chromium } from "playwright-core";
import { expect } from "vitest";
import { appRootId, prerenderedAttributes } from "../../../app/prerender/markers.ts";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/** A page in a fresh context (its own cookies and storage) that records what the console reports. */
export async function openPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  // A Content-Security-Policy violation or an uncaught error is a failure whatever the test checks.
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return { context, page, problems };
}

/**
 * Waits until nothing on the page is aria-busy: a form page draws its first section at once and
 * the others after it, busy meanwhile, so a test reading the whole page waits for them.
 */
export async function whenDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
}

/**
 * Draws every section of every form page from now on, the ones the app draws later included, for
 * a test that measures layout shifts: Chromium reports the first drawing of a skipped section's
 * content as a shift (from an empty box, or from its place offset once more by the section's own),
 * though nothing the student sees has moved. A style set from script, which the page's
 * Content-Security-Policy allows. Run in the page, or before its scripts (page.addInitScript).
 */
export function drawEverySection(): void {
  const drawWhole = (): void => document.querySelectorAll<HTMLElement>(".form-page > .section").forEach((section) => (section.style.contentVisibility = "visible"));
  drawWhole();
  // Asked again (a test polling the page), the one observer already draws what comes.
  if (document.documentElement.hasAttribute("data-draw-every-section")) return;
  document.documentElement.setAttribute("data-draw-every-section", "");
  // A mutation observer's callback runs before the next frame, so no new section is ever skipped.
  new MutationObserver(drawWhole).observe(document, { childList: true, subtree: true });
}

/**
 * Renders every section of a long page, off-screen ones included (drawEverySection, in the page):
 * the app skips rendering the sections far from the screen (content-visibility), whose text axe's
 * contrast check then cannot read and a full-page screenshot shows blank.
 */
export async function renderEverySection(page: Page): Promise<void> {
  await page.evaluate(drawEverySection);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

// The WCAG 2.2 AA rules, as the stories run them (.storybook/preview.tsx).
const axeOptions: RunOptions = { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } };

/**
 * axe on the page once it is all drawn. It is evaluated through the DevTools protocol: the app's
 * Content-Security-Policy refuses script tags, which is what it should do.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await whenDrawn(page);
  await renderEverySection(page);
  await page.evaluate(axeSource);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, options),
    axeOptions,
  );
  const violations = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(violations).toEqual([]);
}

/** The page's own scrolling box (the app shell's), where a page's content scrolls. */
export const pageBox = ".page-scroll";

/** How far the page is scrolled down, in pixels. */
export const pageScrollTop = (page: Page): Promise<number> => page.locator(pageBox).evaluate((box) => box.scrollTop);

/** Scrolls the page to its top, half way down, or its end. */
export async function scrollPageTo(page: Page, at: "top" | "middle" | "end"): Promise<void> {
  await page.locator(pageBox).evaluate((box, at) => {
    const end = box.scrollHeight - box.clientHeight;
    box.scrollTop = at === "top" ? 0 : at === "middle" ? end / 2 : end;
  }, at);
}

/** Resolves once the app has taken the page over: at once for a page drawn in the browser, else when the prerendered root loses its pending mark. */
export const takenOver = (page: Page): Promise<void> => page.locator(`#${appRootId}:not([${prerenderedAttributes.pending}])`).waitFor({ state: "attached" });
