/**
 * The Chromium printer and the print view's request handling, on their own: no request a page
 * makes off the print's origin is sent, a page that never gets ready ends in time, a missing Chromium is said
 * plainly, and a crashed browser is replaced.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { type Server, createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printerAvailable } from "../../../server/applicationPdf/available.ts";
import { type Printer, createPrinter } from "../../../server/applicationPdf/printer.ts";
import { printOrigin, printView } from "../../../server/applicationPdf/printView.ts";
import { printReady } from "../../../server/applicationPdf/render.ts";
import { logConverters } from "../../../server/documents/startup.ts";
import { launchBrowser } from "../../e2e/support/browser.ts";
import { EmbeddedStorage } from "../../../server/storage/embedded.ts";
import { TestClock } from "../helpers/server.ts";
import { compact, pageTexts } from "./pdfText.ts";
import { firstPath } from "../../support/formPaths.ts";

const neverReady = join(import.meta.dirname, "neverReady");

/** A page that tries to reach `beacon` in every way a page can, then says what its fetch met and marks itself ready. */
const leakyPage = (beacon: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Leaky</title>
<link rel="stylesheet" href="${beacon}/style.css"><script type="module" src="/leaky.js"></script></head>
<body><main id="root"><img src="${beacon}/pixel.png" alt=""></main></body></html>`;
const leakyScript = (beacon: string): string => `
const met = await fetch("${beacon}/fetch").then((res) => "answered " + res.status, () => "refused");
document.getElementById("root").append("Beacon fetch: " + met);
document.getElementById("root").setAttribute("data-print-ready", "");
`;

describe("the application PDF's printer", { timeout: 60_000 }, () => {
  let printer: Printer;
  let dir: string;
  let server: Server;
  let hits: string[];
  let beacon: string;

  beforeAll(async () => {
    printer = createPrinter();
    dir = await mkdtemp(join(tmpdir(), "printer-test-"));
    hits = [];
    server = createServer((req, res) => {
      hits.push(req.url ?? "");
      res.end("reached");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    beacon = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    await writeFile(join(dir, "index.html"), leakyPage(beacon));
    await writeFile(join(dir, "leaky.js"), leakyScript(beacon));
  });
  afterAll(async () => {
    await printer.close();
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  const print = (staticDir: string, timeoutMs = 30_000) =>
    printer.print({ url: `${printOrigin}${firstPath}?service_token=t`, route: printView({ staticDir, serviceData: async () => null }).route, ready: printReady, timeoutMs });

  it("prints the page's own files and what its scripts drew", async () => {
    const outcome = await print(dir);
    if (!outcome.ok) throw new Error(`not printed: ${outcome.detail}`);
    expect((await pageTexts(outcome.pdf)).map(compact)).toEqual([compact("Beacon fetch: refused")]);
  });

  it("refuses every request off the print origin before it is sent, while the server it aims at is there", async () => {
    // The server answers whoever asks: a request let through would reach it.
    expect(await (await fetch(`${beacon}/check`)).text()).toBe("reached");
    hits.length = 0;
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext();
      await context.route("**/*", printView({ staticDir: dir, serviceData: async () => null }).route);
      const page = await context.newPage();
      const failed: string[] = [];
      page.on("requestfailed", (request) => failed.push(`${request.url().replace(beacon, "beacon")} ${request.failure()?.errorText}`));
      await page.goto(`${printOrigin}${firstPath}`);
      await page.locator(printReady).waitFor({ state: "attached" });
      expect(failed.sort()).toEqual(["beacon/fetch", "beacon/pixel.png", "beacon/style.css"].map((path) => `${path} net::ERR_BLOCKED_BY_CLIENT.Inspector`));
    } finally {
      await browser.close();
    }
    expect(hits).toEqual([]);
  });

  it("ends a print view that never gets ready with a timeout, and prints the next one", async () => {
    expect(await print(neverReady, 1500)).toMatchObject({ ok: false, reason: "timeout" });
    expect(await print(dir)).toMatchObject({ ok: true });
  });

  it("launches the browser again after it crashed", async () => {
    expect(await print(dir)).toMatchObject({ ok: true });
    // This process's own Chromium, by its id.
    const children = execFileSync("ps", ["-o", "pid=,comm=", "--ppid", String(process.pid)], { encoding: "utf8" })
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
      .filter(([, command]) => command === "chromium");
    expect(children).toHaveLength(1);
    // The next print comes at once, whether or not the browser's end has been heard yet.
    process.kill(Number(children[0]![0]), "SIGKILL");
    expect(await print(dir)).toMatchObject({ ok: true });
  });

  describe("without Chromium", () => {
    const missing = "/nonexistent/chromium";

    it("fails each print as unavailable, saying where it looked", async () => {
      const absent = createPrinter({ executablePath: missing });
      expect(await absent.print({ url: `${printOrigin}${firstPath}`, route: printView({ staticDir: dir, serviceData: async () => null }).route, ready: printReady, timeoutMs: 5000 })).toEqual({
        ok: false,
        reason: "unavailable",
        detail: `Chromium was not found at ${missing}`,
      });
      await absent.close();
    });

    it("is said plainly at start", async () => {
      const lines: { level: number; msg: string }[] = [];
      const stream = { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) };
      const { log } = Fastify({ logger: { level: "info", stream } });
      const storage = new EmbeddedStorage("/nonexistent", ["s".repeat(40)], new TestClock());
      const converter = async () => ({ available: true, detail: "LibreOffice is there." });
      await logConverters(log, { documentWorkers: 1 }, storage, converter, () => printerAvailable(missing));
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 40, msg: expect.stringMatching(/^Chromium \(\/nonexistent\/chromium\) could not be run, so every application PDF will fail/) }),
      );
      expect((await printerAvailable()).detail).toMatch(/^Application PDFs are printed with Chromium \d+/);
    });
  });
});
