/**
 * The first screen drawn at build time (scripts/build/prerender.ts), through the built app and the
 * real server: a new visitor's first page and /login arrive drawn in the HTML, before any JavaScript;
 * React takes the page over without a hydration error, and the page then works; what a visitor
 * types, ticks and presses before that reaches the app, so nothing is lost; a student and a
 * visitor with stored answers get the page drawn in the browser, with their answers.
 */
import type { BrowserContextOptions, Locator, Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { optionLabel, pageTitle, question } from "../../stories/fixtures/formText.ts";
import { prerenderedAttributes } from "../../app/prerender/markers.ts";
import { cardErrorTitle, descKey } from "../../engine/index.ts";
import { takenOver } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { studentClientInBrowser, toastTitled } from "./support/student.ts";
import { firstPageId, firstPath } from "../support/formPaths.ts";
import { words } from "../../stories/fixtures/words.ts";

const e2e = useBrowser("e2e-prerender");

/** Where the visitor's answers are kept in the browser (app/visitor/visitorAnswers.ts). */
const visitorAnswersKey = "transfer-application.visitor-answers";

const pages: { path: string; heading: string; firstLabel: string; textField: (page: Page) => Locator; chunk: string }[] = [
  { path: firstPath, heading: pageTitle(firstPageId), firstLabel: question("student_app_type").label, textField: (page) => page.locator("#first_name"), chunk: "formPart" },
  { path: "/login", heading: "Log In", firstLabel: "Email Address", textField: (page) => page.getByRole("textbox", { name: words.account.fields.username }), chunk: "LoginPage" },
];

/** Every console error and uncaught error of the page: a hydration mismatch is reported as one. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Remembers the elements the HTML brought, before any script runs, so that a test can tell a
 * page taken over (React keeps those elements) from one drawn again in their place (React drops
 * them when an update reaches a part it has not taken over yet, and says nothing).
 */
async function rememberPrerendered(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { prerendered: WeakSet<Element> }).prerendered = new WeakSet(document.querySelectorAll("#root *"));
    });
  });
}

/** Whether the page's heading and the field are still the elements the HTML brought. */
const keptFromHtml = (page: Page, field: Locator): Promise<boolean[]> =>
  Promise.all([page.locator("h1"), field].map((element) => element.evaluate((e) => (window as unknown as { prerendered: WeakSet<Element> }).prerendered.has(e))));

/** Resolves once React has taken the prerendered page over. */
const hydrated = takenOver;

/** Runs `use` with a page of a browser context of its own (nothing cached or stored), closed after. */
async function withOwnPage(use: (page: Page) => Promise<void>, options: BrowserContextOptions = {}): Promise<void> {
  const context = await e2e.browser.newContext({ baseURL: e2e.server.url, ...options });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

const storedVisitorAnswers = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "{}") as Record<string, unknown>, visitorAnswersKey);

describe.each(pages)("$path for a new visitor", ({ path, heading, firstLabel, textField, chunk }) => {
  it("arrives drawn in the HTML: the heading and the first field's label and input, with no JavaScript run", async () => {
    await withOwnPage(async (page) => {
      await page.goto(path);
      await expect(page.locator("h1").textContent()).resolves.toBe(heading);
      await expect(page.getByText(firstLabel, { exact: true }).first().isVisible()).resolves.toBe(true);
      await expect(page.locator(`#root input`).first().isVisible()).resolves.toBe(true);
      // One script, from the app's files (the Content-Security-Policy refuses inline scripts): the
      // takeover script, which names the app's entry and the chunks to preload with it, and no
      // preload of its own, so nothing but what paints the page is asked for before it has painted.
      await expect(page.locator("script").evaluateAll((scripts) => scripts.map((s) => s.getAttribute("src")?.startsWith("/assets/takeover-") ?? false))).resolves.toEqual([true]);
      await expect(page.locator("script").getAttribute("data-entry")).resolves.toMatch(/^\/assets\/index-.*\.js$/);
      await expect(page.locator('link[rel="modulepreload"]').count()).resolves.toBe(0);
      // It keeps what is pressed before the app runs (keepPresses.ts), so it is not put off behind the page's images.
      await expect(page.locator("script").getAttribute("fetchpriority")).resolves.toBeNull();
      expect(await page.locator('link[rel="stylesheet"]').evaluateAll((tags) => tags.map((t) => t.getAttribute("fetchpriority")))).not.toContain("low");
    }, { javaScriptEnabled: false });
  });

  it("asks for the app's code only once the page has painted", async () => {
    await withOwnPage(async (page) => {
      await page.goto(path);
      await hydrated(page);
      const { paintedAt, scripts } = await page.evaluate(() => ({
        paintedAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        scripts: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => ({ path: new URL(entry.name).pathname, startedAt: entry.startTime })),
      }));
      expect(paintedAt).not.toBeNull();
      const app = scripts.filter((script) => !script.path.startsWith("/assets/takeover-"));
      expect(app.length).toBeGreaterThan(1);
      expect(app.filter((script) => script.startedAt < (paintedAt ?? Number.POSITIVE_INFINITY))).toEqual([]);
    });
  });

  it("is taken over with the scripts its HTML names alone, even when its own code comes late", async () => {
    await withOwnPage(async (page) => {
      // The page's own chunk comes late, as on a slow line: the frame around the page hydrates and
      // goes idle first, and nothing it loads ahead of use may start before the page is taken over.
      await page.route(`**/assets/${chunk}-*.js`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      // The moment React takes the page over, on the page's clock, to set against each request's start.
      await page.addInitScript(() => {
        new MutationObserver((_records, observer) => {
          const root = document.getElementById("root");
          if (root && !root.hasAttribute(prerenderedAttributes.pending) && root.childElementCount > 0) {
            (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, { subtree: true, attributes: true, attributeFilter: [prerenderedAttributes.pending] });
      });
      const response = await page.goto(path);
      const html = (await response?.text()) ?? "";
      const named = [...html.matchAll(/(?:src|data-entry)="(\/assets\/[^"]+\.js)"/g), ...html.matchAll(/data-preload="([^"]+)"/g)].flatMap((match) => match[1]?.split(" ") ?? []);
      await hydrated(page);
      const askedBefore = await page.evaluate(() => {
        const at = (window as unknown as { hydratedAt: number }).hydratedAt;
        return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((entry) => entry.startTime < at && new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => new URL(entry.name).pathname);
      });
      expect(named.length).toBeGreaterThan(1);
      expect(askedBefore.filter((script) => !named.includes(script))).toEqual([]);
    });
  });

  it("hydrates without a console error, keeping the elements the HTML brought, then takes typing into the store", async () => {
    const { page } = e2e;
    const errors = consoleErrors(page);
    await rememberPrerendered(page);
    await page.goto(path);
    await hydrated(page);
    const field = textField(page);
    // Two frames more, for anything that would draw the page again once it is taken over.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await keptFromHtml(page, field)).toEqual([true, true]);
    await field.fill("Ada");
    await expect(field.inputValue()).resolves.toBe("Ada");
    if (path === firstPath) await expect.poll(async () => (await storedVisitorAnswers(page)).first_name, { timeout: 15_000 }).toBe("Ada");
    expect(errors).toEqual([]);
  });
});

describe("every other page prerendered", () => {
  it.each(["/education", "/final-steps", "/signup", "/forgot", "/confirm", "/reset"])("%s arrives drawn and hydrates without a console error", async (path) => {
    const { page } = e2e;
    const errors = consoleErrors(page);
    const response = await page.goto(path);
    expect(await response?.text()).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    await hydrated(page);
    await page.locator("h1").waitFor();
    expect(errors).toEqual([]);
  });
});

describe("the first page once hydrated", () => {
  it("shows the block an option opens", async () => {
    const { page } = e2e;
    const errors = consoleErrors(page);
    await page.goto(firstPath);
    await hydrated(page);
    await page.getByRole("radiogroup", { name: question("student_app_type").label }).getByText(optionLabel("student_app_type", "1"), { exact: true }).click();
    await page.getByText(/^STOP: Do not continue with this application/).waitFor();
    await expect.poll(async () => (await storedVisitorAnswers(page)).student_app_type, { timeout: 15_000 }).toBe("1");
    expect(errors).toEqual([]);
  });
});

/**
 * Holds back the app's scripts matching `held` (every script but the takeover script, or one
 * chunk): the page stays the HTML drawn at build time, on screen, until `release` is called.
 */
async function holdScripts(page: Page, held: (path: string) => boolean): Promise<{ release: () => void; asked: () => boolean }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route("**/assets/*.js", async (route: Route) => {
    if (held(new URL(route.request().url()).pathname)) {
      asked = true;
      await released;
    }
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** Every script of the app but the takeover script, which keeps presses from the first paint. */
const allButTakeover = (path: string): boolean => !path.startsWith("/assets/takeover-");

/** Scrolls an element into view and clicks its middle, as a student's pointer would (no waiting for it to be "actionable"). */
async function press(page: Page, element: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  if (!box) throw new Error("the element is not on screen");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describe("what a visitor does before the app has taken the page over", () => {
  it("the first page: typed text, a ticked option and a pressed select all reach the app's answers", async () => {
    const { page } = e2e;
    const errors = consoleErrors(page);
    await rememberPrerendered(page);
    const scripts = await holdScripts(page, allButTakeover);
    // DOMContentLoaded waits for the module script: the page is on screen before it.
    await page.goto(firstPath, { waitUntil: "commit" });
    const field = page.locator("#root input:not([type]), #root input[type=text]").first();
    await field.waitFor();
    const radio = page.locator("#root input[type=radio]").first();
    const select = page.locator("#root button[aria-haspopup=listbox]").first();
    const [fieldKey, radioKey, radioValue, selectKey] = await Promise.all([field.getAttribute("name"), radio.getAttribute("name"), radio.getAttribute("value"), select.getAttribute("id")]);

    // The student ticks an option, presses the select, then types, all from the page's HTML alone.
    await press(page, radio);
    await press(page, select);
    await press(page, field);
    await page.keyboard.type("Ada");
    expect(await field.inputValue()).toBe("Ada");
    expect(await radio.isChecked()).toBe(true);
    expect(await page.locator("#root").getAttribute(prerenderedAttributes.pending)).not.toBeNull();

    scripts.release();
    await hydrated(page);
    // The pressed select opens once the app has it; the student picks an option.
    const option = page.getByRole("listbox").getByRole("option").nth(1);
    const optionText = (await option.textContent())?.trim() ?? "";
    await option.click();
    await field.press("End");
    await page.keyboard.type(" Lovelace");
    await expect.poll(async () => {
      const answers = await storedVisitorAnswers(page);
      return [answers[fieldKey ?? ""], answers[radioKey ?? ""], answers[descKey(selectKey ?? "")]];
    }, { timeout: 15_000 }).toEqual(["Ada Lovelace", radioValue, optionText]);
    expect(await radio.isChecked()).toBe(true);
    expect(await field.inputValue()).toBe("Ada Lovelace");
    expect(await keptFromHtml(page, field)).toEqual([true, true]);
    expect(errors).toEqual([]);
  });

  it("/login: the e-mail and password typed, and Enter pressed, reach the server once the app runs", async () => {
    const { page } = e2e;
    const errors = consoleErrors(page);
    const scripts = await holdScripts(page, allButTakeover);
    await page.goto("/login", { waitUntil: "commit" });
    const inputs = page.locator("#root form input:not([type=hidden])");
    await inputs.first().waitFor();
    await press(page, inputs.first());
    await page.keyboard.type("ada@example.edu");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Analytical-Engine-1");
    // Nothing leaves the page before the app runs: not the browser's own sending of the form.
    await page.keyboard.press("Enter");
    expect(page.url()).toMatch(/\/login$/);
    const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/public/login"), { timeout: 15_000 });
    scripts.release();
    await hydrated(page);
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(Object.values(body)).toEqual(expect.arrayContaining(["ada@example.edu", "Analytical-Engine-1"]));
    expect(page.url()).toMatch(/\/login$/);
    // No account has that e-mail: the server refuses it, and the browser notes the refused request.
    expect((await (await sent).response())?.status()).toBe(400);
    expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
  });

  it("/login: Log In pressed twice before the app runs sends one login", async () => {
    const { page } = e2e;
    const scripts = await holdScripts(page, allButTakeover);
    const logins: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/public/login")) logins.push(request.url());
    });
    await page.goto("/login", { waitUntil: "commit" });
    const inputs = page.locator("#root form input:not([type=hidden])");
    await inputs.first().waitFor();
    await press(page, inputs.first());
    await page.keyboard.type("nobody@example.edu");
    await page.keyboard.press("Tab");
    await page.keyboard.type("wrong password");
    const button = page.locator("#root form button[type=submit]");
    await press(page, button);
    await press(page, button);
    scripts.release();
    await hydrated(page);
    // The refusal's toast shows once the one login has come back; both kept presses were handed over before it.
    await toastTitled(page, cardErrorTitle("login", words)).waitFor({ timeout: 15_000 });
    expect(logins).toHaveLength(1);
    expect(await toastTitled(page, cardErrorTitle("login", words)).count()).toBe(1);
  });

  it.each([
    [firstPath, "formPart", "#first_name"],
    ["/login", "LoginPage", "#username"],
  ])("%s takes typing while its own chunk is on its way, and the app keeps it, with focus and caret", async (path, chunk, id) => {
    const { page } = e2e;
    const errors = consoleErrors(page);
    // Only the page's chunk is held: the app's entry runs and hydrates what it has, the header
    // and the frame; the page itself stays the HTML drawn at build time until its code comes.
    const scripts = await holdScripts(page, (p) => p.startsWith(`/assets/${chunk}-`));
    await page.goto(path, { waitUntil: "commit" });
    await expect.poll(scripts.asked, { timeout: 15_000 }).toBe(true);
    const field = page.locator(id);
    await press(page, field);
    await page.keyboard.type("Grace");
    expect(await field.inputValue()).toBe("Grace");
    scripts.release();
    await hydrated(page);
    await page.keyboard.type(" Hopper");
    await expect.poll(() => field.inputValue()).toBe("Grace Hopper");
    if (path === firstPath) await expect.poll(async () => (await storedVisitorAnswers(page)).first_name, { timeout: 15_000 }).toBe("Grace Hopper");
    expect(errors).toEqual([]);
  });
});

describe("who gets the page drawn in the browser", () => {
  it("a visitor with stored answers: the page shows them, with no hydration error", async () => {
    const { page } = e2e;
    const errors = consoleErrors(page);
    await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ first_name: "Katherine" })), visitorAnswersKey);
    await page.goto(firstPath);
    await expect.poll(() => page.locator("#first_name").inputValue(), { timeout: 15_000 }).toBe("Katherine");
    await page.goto("/login");
    await page.getByRole("heading", { name: words.account.login.title, level: 1 }).waitFor();
    await hydrated(page);
    expect(errors).toEqual([]);
  });

  it("a visitor with stored answers: the HTML's page takes no typing, since the app draws it again", async () => {
    const { page } = e2e;
    await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ first_name: "Katherine" })), visitorAnswersKey);
    const scripts = await holdScripts(page, allButTakeover);
    await page.goto(firstPath, { waitUntil: "commit" });
    await expect.poll(() => page.locator("#root").evaluate((root) => (root as HTMLElement).inert), { timeout: 15_000 }).toBe(true);
    scripts.release();
    await expect.poll(() => page.locator("#first_name").inputValue(), { timeout: 15_000 }).toBe("Katherine");
    await expect(page.locator("#root").evaluate((root) => (root as HTMLElement).inert)).resolves.toBe(false);
  });

  it("a logged-in student: the server sends no visitor's page, and the page shows the student's answers", async () => {
    const { page, context, server } = e2e;
    const errors = consoleErrors(page);
    const { client } = await studentClientInBrowser(server, context);
    expect((await client.put("/api/answer", { first_name: "Dorothy" })).status).toBe(200);
    const html = await page.request.get(firstPath);
    expect(await html.text()).toContain('<div id="root"></div>');
    await page.goto(firstPath);
    await expect.poll(() => page.locator("#first_name").inputValue(), { timeout: 15_000 }).toBe("Dorothy");
    expect(errors).toEqual([]);
  });
});
