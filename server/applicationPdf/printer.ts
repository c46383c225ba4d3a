/**
 * The machine's Chromium, headless, as a PDF printer: one browser per process, launched when the
 * first PDF is asked for, launched again when it crashed, and closed when its last user stops.
 * Each print gets a fresh browser context (no cookies or storage shared between students) whose
 * requests are all answered by the caller (printView.ts), so a page never reaches the network.
 */
import { access, constants } from "node:fs/promises";
import { type Browser, type BrowserContext, type Route, chromium, errors } from "playwright-core";
import { localeCookieName } from "../../engine/keptInBrowser.ts";

/** Debian's Chromium: a browser is never downloaded. */
export const chromiumPath = "/usr/bin/chromium";

/** No sandbox (the server may run as root in a container); nothing fetched on the browser's own account. */
const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const launchTimeoutMs = 30_000;

/** The print layout sets no @page margin and lays its content to the edge (app.css, "@media print"): the paper gets one. */
const pageMargin = { top: "0.5in", right: "0.5in", bottom: "0.5in", left: "0.5in" };

export interface PrintJob {
  url: string;
  /** Answers or aborts every request the page makes. */
  route: (route: Route) => Promise<void>;
  /** A selector the page matches once it is completely drawn. */
  ready: string;
  /** The most the page may take, from its first request to the finished PDF. */
  timeoutMs: number;
  /** Bookmarks from the page's headings (Chromium builds them from a tagged PDF's structure only). */
  outline?: boolean;
  /** The language the page is drawn in, given to it as a browser's choice (the `lang` cookie app/locale.ts reads); none: the form's default. */
  locale?: string;
  /** The page's own @page size and margins instead of Letter with the paper margin (sheets laid to the edge). */
  cssPage?: boolean;
}

export type PrintOutcome = { ok: true; pdf: Uint8Array } | { ok: false; reason: "unavailable" | "timeout"; detail: string };

export interface Printer {
  /** Prints one page to a Letter-size PDF. Throws only for a failure worth another try (the browser crashed mid-print). */
  print(job: PrintJob): Promise<PrintOutcome>;
  close(): Promise<void>;
}

/** The first line of an error: Playwright's messages go on with a call log. */
const reasonOf = (error: unknown): string => (error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error));

export function createPrinter({ executablePath = chromiumPath }: { executablePath?: string } = {}): Printer {
  let browser: Promise<Browser> | undefined;
  /** What `browser` resolved to, once it has. */
  let running: Browser | undefined;

  /** The running browser, or a new one; the reason in words when none can start. */
  function launch(): Promise<Browser | string> {
    if (!browser) {
      const launching: Promise<Browser> = chromium.launch({ executablePath, args: chromiumArgs, timeout: launchTimeoutMs }).then((launched) => {
        // A crashed or killed browser is forgotten, so the next print launches a new one.
        launched.on("disconnected", () => {
          if (browser === launching) browser = undefined;
        });
        running = launched;
        return launched;
      });
      browser = launching;
    }
    const current = browser;
    return current.catch((error: unknown) => {
      if (browser === current) browser = undefined;
      return `Chromium could not start: ${reasonOf(error)}`;
    });
  }

  /** A fresh context, in a new browser when the one in hand died since its last print (before its disconnection was heard). */
  async function openContext(): Promise<BrowserContext | string> {
    for (let attempt = 1; ; attempt++) {
      const instance = await launch();
      if (typeof instance === "string") return instance;
      try {
        return await instance.newContext({ serviceWorkers: "block", acceptDownloads: false });
      } catch (error) {
        if (instance.isConnected() || attempt > 1) throw error;
        if (running === instance) browser = undefined;
      }
    }
  }

  return {
    async print({ url, route, ready, timeoutMs, outline = false, cssPage = false, locale }) {
      const found = await access(executablePath, constants.X_OK).then(
        () => true,
        () => false,
      );
      if (!found) return { ok: false, reason: "unavailable", detail: `Chromium was not found at ${executablePath}` };
      const context = await openContext();
      if (typeof context === "string") return { ok: false, reason: "unavailable", detail: context };
      const timedOut: PrintOutcome = { ok: false, reason: "timeout", detail: `the print view was not ready within ${timeoutMs} ms` };
      let timer: NodeJS.Timeout | undefined;
      const expiry = new Promise<"expired">((resolve) => {
        timer = setTimeout(() => resolve("expired"), timeoutMs);
      });
      const printing = (async () => {
        await context.route("**/*", route);
        if (locale) await context.addCookies([{ name: localeCookieName, value: locale, url: new URL(url).origin }]);
        const page = await context.newPage();
        await page.goto(url, { timeout: timeoutMs });
        await page.locator(ready).waitFor({ state: "attached", timeout: timeoutMs });
        const layout = cssPage ? { preferCSSPageSize: true } : { format: "Letter", margin: pageMargin };
        return page.pdf({ ...layout, printBackground: true, outline, tagged: outline });
      })();
      try {
        // Playwright's own timeouts cover each step; the race covers the whole, page.pdf included.
        const result = await Promise.race([printing, expiry]);
        return result === "expired" ? timedOut : { ok: true, pdf: new Uint8Array(result) };
      } catch (error) {
        if (error instanceof errors.TimeoutError) return timedOut;
        throw error;
      } finally {
        clearTimeout(timer);
        // Closing the context ends whatever the page was still doing; that rejection is expected.
        printing.catch(() => undefined);
        await context.close().catch(() => undefined);
      }
    },

    async close() {
      const open = browser;
      browser = undefined;
      const instance = await open?.catch(() => null);
      await instance?.close();
    },
  };
}

let shared: { printer: Printer; users: number } | undefined;

/**
 * The process's printer, for a set of workers: every set in the process shares one browser,
 * closed when the last set releases it (at shutdown).
 */
export function acquirePrinter(): { printer: Printer; release(): Promise<void> } {
  const entry = (shared ??= { printer: createPrinter(), users: 0 });
  entry.users += 1;
  let released = false;
  return {
    printer: entry.printer,
    async release() {
      if (released) return;
      released = true;
      entry.users -= 1;
      if (entry.users > 0) return;
      if (shared === entry) shared = undefined;
      await entry.printer.close();
    },
  };
}
