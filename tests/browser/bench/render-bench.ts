/**
 * npm run bench:render: renders the About You page of the real schema in Chromium (a production
 * build) and reports the median and 95th percentile time per keystroke in a text field, without
 * and with 4x CPU throttling (Chrome DevTools Protocol, Emulation.setCPUThrottlingRate).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { chromium } from "playwright-core";
import { build, preview } from "vite";

const root = import.meta.dirname;
const outDir = mkdtempSync(path.join(tmpdir(), "bench-render-"));
const rounds = 6;
const keysPerRound = 30;
const text = "abcdefghijklmnopqrstuvwxyzabcd";

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function main(): Promise<void> {
  // One bundle on purpose (a benchmark page, not the product's build), so no size warning.
  await build({ root, configFile: false, logLevel: "warn", mode: "production", plugins: [react()], build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 8192 } });
  const server = await preview({ root, configFile: false, logLevel: "warn", build: { outDir }, preview: { host: "127.0.0.1", port: 0, strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error("the preview server has no address");
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    console.log(`About You page, ${rounds * keysPerRound} keystrokes in middle_name per run (keydown to DOM, style and layout updated)`);
    for (const rate of [1, 4]) {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      await page.goto(url);
      const field = page.locator("#middle_name");
      await field.click();
      await field.fill("");
      // Warm-up round, not counted: the first keystrokes compile and cache.
      for (const key of text.slice(0, 10)) await page.keyboard.press(key);
      await field.fill("");
      // Rounds of 30 keys, the field cleared between them (its limit is 45 characters).
      for (let r = 0; r < rounds; r++) {
        await page.evaluate(() => (window.benchMeasuring = true));
        for (const key of text.slice(0, keysPerRound)) await page.keyboard.press(key);
        await page.evaluate(() => (window.benchMeasuring = false));
        await field.fill("");
      }
      const samples = (await page.evaluate(() => window.benchSamples)).sort((a, b) => a - b);
      const label = rate === 1 ? "no throttling" : `${rate}x CPU throttling`;
      console.log(`${label.padEnd(18)} median ${quantile(samples, 0.5).toFixed(2)} ms   p95 ${quantile(samples, 0.95).toFixed(2)} ms   (${samples.length} keystrokes)`);
      await page.close();
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
