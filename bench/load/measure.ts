/**
 * One page load, measured in Chromium: the JavaScript it loads, its first contentful paint, when
 * its first text field showed, the latency of typed keys, and the show time of a conditional block.
 * Each run is a new browser context, so nothing is cached: a student's first visit.
 */
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { installProbe } from "./probe.ts";

/** What is measured on a page: where it is and how to reach its fields. */
export interface Target {
  name: string;
  url: string;
  /** The field keys are typed into. */
  typeInto: (page: Page) => ReturnType<Page["locator"]>;
  /** The conditional block, when the page has one: the option that opens it and the id of its first control. */
  block?: { option: (page: Page) => ReturnType<Page["locator"]>; firstId: string };
}

export interface LoadRun {
  jsRaw: number;
  jsGzip: number;
  /** Gzip bytes of the scripts that had arrived when the first input could take typing: the startup path. */
  jsGzipBeforeInput: number;
  fcp: number;
  firstInput: number;
  firstInputUsable: number;
  keys: number[];
  blockShow: number | null;
}

/** Keys typed per run; the app's and the floor's fields all take 30 characters. */
const keysPerRun = 30;
const text = "abcdefghijklmnopqrstuvwxyzabcd";

/**
 * Resolves once the page is at rest: no script or other file has arrived for half a second and
 * the browser has had an idle moment since (what loads at idle has loaded and run).
 */
async function atRest(): Promise<void> {
  const quietFor = 500;
  const arrived = () => performance.getEntriesByType("resource").length;
  for (;;) {
    const before = arrived();
    await new Promise((resolve) => setTimeout(resolve, quietFor));
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }));
    if (arrived() === before) return;
  }
}

export async function measureLoad(browser: Browser, target: Target, cpuRate: number): Promise<LoadRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
    await page.addInitScript(installProbe);
    const scripts = new Map<string, Promise<Buffer>>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script" && !scripts.has(response.url())) scripts.set(response.url(), response.body());
    });
    await page.goto(target.url, { waitUntil: "networkidle" });
    // The first text field may come with a lazily loaded chunk after the load event.
    await page.evaluate(() => window.benchProbe.waitInput());
    await page.waitForLoadState("networkidle");
    const loaded = new Map(await Promise.all([...scripts].map(async ([url, body]) => [url, await body] as const)));
    const bodies = [...loaded.values()];
    // Scripts loaded later (at idle, on demand) are not on the way to a usable first screen.
    const beforeInput = await page.evaluate(
      () =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((entry) => entry.responseEnd <= (window.benchProbe.firstInputUsableAt ?? Infinity))
          .map((entry) => entry.name),
    );
    const fcp = await page.evaluate(() => window.benchProbe.fcp());
    const firstInput = await page.evaluate(() => window.benchProbe.firstInputAt ?? NaN);
    const firstInputUsable = await page.evaluate(() => window.benchProbe.firstInputUsableAt ?? NaN);

    const field = target.typeInto(page);
    await field.click();
    await page.evaluate(() => (window.benchProbe.measuring = true));
    for (let i = 0; i < keysPerRun; i++) {
      await page.keyboard.press(text[i] ?? "a");
      // One key at a time: the next goes only after this one has been painted.
      await page.evaluate((n) => window.benchProbe.waitKeys(n), i + 1);
    }
    const keys = await page.evaluate(() => ((window.benchProbe.measuring = false), window.benchProbe.keys));

    let blockShow: number | null = null;
    if (target.block) {
      // A block shown on a page at rest, as a student who has scrolled down to its question meets
      // it: the page drawn whole (the app draws its sections one by one, after a pause in typing),
      // the network quiet and the browser idle, so the figure is the block's and not what the
      // keys above held back.
      await page.locator('[aria-busy="true"]').waitFor({ state: "detached" });
      await page.evaluate(atRest);
      await page.evaluate((id) => (window.benchProbe.watchId = id), target.block.firstId);
      await target.block.option(page).click();
      await page.evaluate(() => window.benchProbe.waitBlock());
      blockShow = await page.evaluate(() => window.benchProbe.blockShownMs);
    }
    return {
      jsRaw: bodies.reduce((sum, b) => sum + b.byteLength, 0),
      jsGzip: bodies.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).byteLength, 0),
      jsGzipBeforeInput: beforeInput.reduce((sum, url) => {
        const body = loaded.get(url);
        return sum + (body ? gzipSync(body, { level: 9 }).byteLength : 0);
      }, 0),
      fcp,
      firstInput,
      firstInputUsable,
      keys,
      blockShow,
    };
  } finally {
    await context.close();
  }
}
