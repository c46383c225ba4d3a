/**
 * npm run bench:load: the app's /about (as a visitor) and /login against the floor, a bare-React
 * page of About You's fields (bench/floor/), in one run: the product built and served by its real
 * server on embedded defaults, the floor built and served the same way, each page loaded afresh
 * `--runs` times (default 5) in headless Chromium without and with 4x CPU throttling. Prints each
 * figure with its ratio to the floor's. A measurement: nothing here passes or fails.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { buildFloor } from "./floor/build.ts";
import { serveFloor } from "./floor/serve.ts";
import { type LoadRun, type Target, measureLoad } from "./load/measure.ts";
import { loadTable } from "./load/report.ts";
import { launchChromium } from "./support/chromium.ts";
import { buildProduct, startProduct } from "./support/server.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not "${values.runs}"`);

const floorDir = mkdtempSync(join(tmpdir(), "bench-floor-"));
buildProduct();
const floorPage = await buildFloor(floorDir);
const product = await startProduct();
const floor = await serveFloor(floorDir);
// Frames come at 60 Hz, as on a phone's screen, so a key's "next paint" includes the wait for the next
// frame: a page that handles a key within one frame measures about 16.7 ms, the floor included.
// (Unlimited frame rates would remove that wait, but the compositor then draws without pause and
// takes CPU from the page's loading, which doubled FCP on this two-core machine.)
const browser = await launchChromium();

const firstText = floorPage.fields.find((f) => f.control === "text");
if (!firstText) throw new Error("the floor page has no text field");
// The option's text, as a student clicks it: the app's radio input itself is visually hidden.
const block = {
  option: (page: Parameters<Target["typeInto"]>[0]) => page.getByRole("radiogroup", { name: floorPage.block.controlLabel }).getByText(floorPage.block.valueLabel, { exact: true }),
  firstId: floorPage.block.firstFieldId,
};
const aboutField = (page: Parameters<Target["typeInto"]>[0]) => page.getByRole("textbox", { name: firstText.label }).first();
const targets: Target[] = [
  { name: "floor", url: `${floor.url}/`, typeInto: aboutField, block },
  { name: "/about (visitor)", url: `${product.url}/about`, typeInto: aboutField, block },
  { name: "/login", url: `${product.url}/login`, typeInto: (page) => page.getByRole("textbox").first() },
];

try {
  console.log(`${runs} fresh loads per page and CPU rate; keys: ${runs * 30} per page; block: ${floorPage.block.controlLabel} -> ${floorPage.block.valueLabel}`);
  for (const rate of [1, 4]) {
    const results = new Map<string, LoadRun[]>(targets.map((t) => [t.name, []]));
    // Pages take turns in each round, so a change in the machine's load falls on all of them.
    for (let r = 0; r < runs; r++) {
      for (const target of targets) results.get(target.name)?.push(await measureLoad(browser, target, rate));
    }
    const [floorRuns, ...pages] = targets.map((t) => ({ name: t.name, runs: results.get(t.name) ?? [] }));
    const title = rate === 1 ? "CPU 1x (medians; keys over all runs)" : `CPU ${rate}x throttled (medians; keys over all runs)`;
    console.log(`\n${loadTable(title, floorRuns?.runs ?? [], pages)}`);
  }
} finally {
  await browser.close();
  await floor.stop();
  await product.stop();
  rmSync(floorDir, { recursive: true, force: true });
}
