/**
 * The JavaScript budget per route (issues "deadline day" and "first paint"): the gzip size of every
 * script a route loads (the entry, modulepreloads and lazy chunks), and of those it loads before
 * its first text field takes typing (what a first visit waits for; the rest loads at idle or on
 * demand), measured in Chromium against the real server and compared with the route's figures in
 * budgets.json. A measurement, not a timing.
 */
import { gzipSync } from "node:zlib";
import type { Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { holdIdleUntilInput, installProbe } from "../../bench/load/probe.ts";
import budgets from "../../budgets.json" with { type: "json" };
import { openRoute, routes } from "./support/routes.ts";
import { useBrowser } from "./support/session.ts";

const e2e = useBrowser("e2e-budget");

/** How far above the record the figure may go before the budget fails. */
const allowance = 0.1;

const isJavaScript = (response: Response): boolean => /javascript|ecmascript/.test(response.headers()["content-type"] ?? "");

const budgeted = Object.entries(budgets.routes).map(([path, { as, jsGzipBytes, jsGzipBytesBeforeInput }]) => {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`budgets.json names ${path}, which is not a route of the app`);
  return { route, as, record: jsGzipBytes, recordBeforeInput: jsGzipBytesBeforeInput };
});

describe.each(budgeted)("$route.path as a $as", ({ route, as, record, recordBeforeInput }) => {
  it("loads gzipped JavaScript within 10% of its recorded figures, in all and before it takes typing", async () => {
    const { page } = e2e;
    // The benchmark's probe (bench:load) says when the first text field could take typing; what
    // the page loads at idle waits until then, so that only what typing needed counts before it.
    await page.addInitScript(installProbe);
    await page.addInitScript(holdIdleUntilInput);
    const bodies = new Map<string, Promise<Buffer>>();
    const keepBody = (response: Response): void => {
      if (!isJavaScript(response) || bodies.has(response.url())) return;
      const body = response.body();
      // A script that arrives as the test ends has its body cut off when the page closes; only the
      // bodies this test awaits below may fail it.
      body.catch(() => undefined);
      bodies.set(response.url(), body);
    };
    page.on("response", keepBody);
    if (as === "student") {
      await openRoute(e2e, route);
    } else {
      await page.goto(route.path, { waitUntil: "networkidle" });
      await page.getByRole("heading", { name: route.heading, level: 1 }).waitFor();
    }
    // Chunks the first render imports lazily are requested after load; wait until the network is quiet again.
    await page.waitForLoadState("networkidle");

    await page.evaluate(() => window.benchProbe.waitInput());
    const beforeInput = new Set(
      await page.evaluate(() =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((entry) => entry.responseEnd <= (window.benchProbe.firstInputUsableAt ?? Infinity))
          .map((entry) => new URL(entry.name).pathname),
      ),
    );

    page.off("response", keepBody);
    const sizes = await Promise.all([...bodies].map(async ([url, body]) => ({ path: new URL(url).pathname, gzip: gzipSync(await body, { level: 9 }).byteLength })));
    const figure = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const limit = Math.floor(record * (1 + allowance));
    const figureBeforeInput = sizes.filter((s) => beforeInput.has(s.path)).reduce((sum, s) => sum + s.gzip, 0);
    const limitBeforeInput = Math.floor(recordBeforeInput * (1 + allowance));
    console.log(`JavaScript budget: ${route.path} (${as}) loads ${sizes.length} scripts, ${figure} bytes gzipped (level 9); recorded ${record}, limit ${limit}`);
    console.log(`JavaScript budget: ${route.path} (${as}) before it takes typing: ${figureBeforeInput} bytes; recorded ${recordBeforeInput}, limit ${limitBeforeInput}`);
    if (figure > limit) {
      const files = [...sizes].sort((a, b) => b.gzip - a.gzip).map((s) => `  ${s.path}: ${s.gzip}`);
      console.log(
        [
          `The JavaScript of ${route.path} grew more than ${allowance * 100}% past the record: ${figure} bytes against ${record}.`,
          `Make it smaller, or, if the growth is worth it, set its jsGzipBytes in budgets.json to the new figure and say why in the commit message.`,
          "Scripts, largest first:",
          ...files,
        ].join("\n"),
      );
    }
    expect(sizes.length).toBeGreaterThan(0);
    expect(figure, `gzipped JavaScript of ${route.path} (bytes); recorded ${record} in budgets.json`).toBeLessThanOrEqual(limit);
    expect(figureBeforeInput, `gzipped JavaScript of ${route.path} before it takes typing (bytes); recorded ${recordBeforeInput} in budgets.json`).toBeLessThanOrEqual(limitBeforeInput);
  });
});
