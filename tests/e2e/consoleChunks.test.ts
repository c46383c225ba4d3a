/**
 * Issue 29: the office's console is lazily loaded chunks of its own, so a student's page carries none
 * of it. Every script and stylesheet a student's page loads (the prerendered /about and /login of a
 * visitor, the form page of a logged-in student, and whatever each loads at idle) is read and
 * searched for the console's words (schema/office.json) and its style's class; /staff, opened the
 * same way, shows they are there to find.
 */
import type { Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { officeTexts } from "../../schema/office.ts";
import { openRoute, routes } from "./support/routes.ts";
import { useBrowser } from "./support/session.ts";

const e2e = useBrowser("e2e-console-chunks");

/** Text only the console's code has: words of its catalogue and a class of its stylesheet. */
const consoleMarks = [officeTexts.consoleName, officeTexts.list.searchHelp, officeTexts.revoke.text, ".staff-table__column"];

const isCode = (response: Response): boolean => /javascript|ecmascript|text\/css/.test(response.headers()["content-type"] ?? "");

/** The text of every script and stylesheet the page loads while `open` runs and until the network is quiet. */
async function loadedCode(open: () => Promise<void>): Promise<Map<string, string>> {
  const { page } = e2e;
  const bodies = new Map<string, Promise<string>>();
  const keep = (response: Response): void => {
    if (!isCode(response) || bodies.has(response.url())) return;
    const body = response.text();
    body.catch(() => undefined);
    bodies.set(response.url(), body);
  };
  page.on("response", keep);
  await open();
  await page.waitForLoadState("networkidle");
  // What loads at idle after the first paint (dialogs, toasts, the popover) counts too.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5_000 })));
  await page.waitForLoadState("networkidle");
  page.off("response", keep);
  return new Map(await Promise.all([...bodies].map(async ([url, body]) => [new URL(url).pathname, await body] as const)));
}

const marksIn = (code: Map<string, string>): string[] => [...code].flatMap(([path, text]) => consoleMarks.filter((mark) => text.includes(mark)).map((mark) => `${path}: ${mark}`));

const studentRoutes = ["/about", "/login", "/education"].map((path) => {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`${path} is no route of the app`);
  return route;
});

describe("the console's code", () => {
  it.each(studentRoutes)("is not loaded by $path", async (route) => {
    const code = await loadedCode(() => openRoute(e2e, route));
    expect(code.size).toBeGreaterThan(0);
    expect(marksIn(code)).toEqual([]);
  });

  it("is loaded by /staff, where the same search finds it", async () => {
    const code = await loadedCode(async () => {
      await e2e.page.goto("/staff");
      await e2e.page.getByRole("heading", { name: officeTexts.signIn.title, level: 1 }).waitFor();
    });
    const found = new Set(marksIn(code).map((line) => line.slice(line.lastIndexOf(": ") + 2)));
    expect([...found].sort()).toEqual([...consoleMarks].sort());
  });
});
