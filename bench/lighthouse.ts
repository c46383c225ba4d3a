/**
 * npm run bench:lighthouse: Lighthouse's mobile preset (its default configuration: a phone's screen,
 * simulated slow 4G and 4x CPU) on /about and /login of the product, built and served by its real
 * server on embedded defaults (bench/support/server.ts), in the machine's Chromium. Prints
 * performance, accessibility and best practices, FCP, LCP and total blocking time per route;
 * `--runs N` (default 1) runs each route N times and prints the medians. The issue's targets:
 * performance at least 90, accessibility 100, LCP under 2.5 s. A measurement: nothing here fails.
 */
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { launchChromium } from "./support/chromium.ts";
import { buildProduct, startProduct } from "./support/server.ts";
import { freePort } from "../tests/server/helpers/ports.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "1" } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not "${values.runs}"`);

const routes = ["/about", "/login"];

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** The element Lighthouse took for the largest contentful paint, as its HTML begins. */
  lcpElement: string;
  /** FCP and LCP as they happened in the trace, unthrottled, before Lighthouse simulates the slow phone. */
  observedFcp: number;
  observedLcp: number;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

buildProduct();
const product = await startProduct();
// Lighthouse drives the browser through its DevTools port; playwright-core only starts the machine's Chromium.
const debuggingPort = await freePort();
// Nothing but the machine itself resolves: the audits cannot reach out, whatever a page or an audit asks for.
const browser = await launchChromium([`--remote-debugging-port=${debuggingPort}`, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]);

/** The LCP element from the LCP breakdown insight's details: a list whose node item names it. */
function lcpElementOf(details: unknown): string {
  const items = (details as { items?: { type?: string; selector?: string }[] } | undefined)?.items ?? [];
  return items.find((item) => item.type === "node")?.selector ?? "-";
}

/** The observed (unthrottled) paints, from the metrics audit's details. */
function observedOf(details: unknown): { observedFcp: number; observedLcp: number } {
  const item = (details as { items?: { observedFirstContentfulPaint?: number; observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0];
  return { observedFcp: item?.observedFirstContentfulPaint ?? NaN, observedLcp: item?.observedLargestContentfulPaint ?? NaN };
}

/** How often a run that Lighthouse itself could not record (its trace lost the navigation, say) is tried again. */
const attempts = 3;

async function audit(url: string, attempt = 1): Promise<Figures> {
  const result = await lighthouse(url, { port: debuggingPort, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices"] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError && attempt < attempts) {
    console.log(`  (Lighthouse could not record ${url}: ${runtimeError.code}; running it again)`);
    return audit(url, attempt + 1);
  }
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string): number => Math.round((categories[id]?.score ?? NaN) * 100);
  const ms = (id: string): number => audits[id]?.numericValue ?? NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    fcp: ms("first-contentful-paint"),
    lcp: ms("largest-contentful-paint"),
    tbt: ms("total-blocking-time"),
    lcpElement: lcpElementOf(audits["lcp-breakdown-insight"]?.details),
    ...observedOf(audits.metrics?.details),
  };
}

try {
  console.log(`Lighthouse ${runs === 1 ? "" : `(medians of ${runs} runs) `}mobile preset, ${product.url}`);
  console.log(["route".padEnd(10), "perf".padStart(6), "a11y".padStart(6), "best pr.".padStart(9), "FCP ms".padStart(9), "LCP ms".padStart(9), "TBT ms".padStart(9)].join(""));
  for (const route of routes) {
    const results: Figures[] = [];
    for (let r = 0; r < runs; r++) results.push(await audit(`${product.url}${route}`));
    const m = (key: Exclude<keyof Figures, "lcpElement">): number => median(results.map((f) => f[key]));
    const each = (key: "lcp" | "tbt" | "observedFcp" | "observedLcp"): string => results.map((f) => f[key].toFixed(0)).join(", ");
    console.log(
      [route.padEnd(10), String(m("performance")).padStart(6), String(m("accessibility")).padStart(6), String(m("bestPractices")).padStart(9), ...(["fcp", "lcp", "tbt"] as const).map((k) => m(k).toFixed(0).padStart(9))].join(""),
    );
    for (const element of new Set(results.map((f) => f.lcpElement))) console.log(`  LCP element: ${element}`);
    // The simulated LCP counts what the page asked for and ran before its observed LCP, so a run whose
    // scripts ran before the first paint is simulated later: each run's figures show the spread.
    console.log(`  each run: TBT ${each("tbt")} ms; LCP ${each("lcp")} ms; observed FCP ${each("observedFcp")}, LCP ${each("observedLcp")} ms`);
  }
} finally {
  await browser.close();
  await product.stop();
}
