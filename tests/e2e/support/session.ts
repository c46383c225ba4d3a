/** Hooks for a browser test file: one server and one browser per file, a fresh page (cookies, storage) per test. */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { launchBrowser, openPage } from "./browser.ts";
import type { Config } from "../../../server/config.ts";
import { type E2eServer, startServer } from "./server.ts";

export interface E2e {
  server: E2eServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/** `settings` adds to the server's test configuration (a data folder for tests that upload). */
export function useBrowser(label: string, settings: Partial<Config> = {}): E2e {
  const e2e = {} as E2e;
  let problems: string[] = [];
  beforeAll(async () => {
    e2e.server = await startServer(label, settings);
    e2e.browser = await launchBrowser();
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.server?.close();
  });
  beforeEach(async () => {
    const opened = await openPage(e2e.browser, e2e.server.url);
    e2e.context = opened.context;
    e2e.page = opened.page;
    problems = opened.problems;
  });
  afterEach(async () => {
    await e2e.context?.close();
    expect(problems).toEqual([]);
  });
  return e2e;
}
