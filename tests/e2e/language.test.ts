/**
 * The choice of language (issue 30), through the built app and the real server: the header offers
 * the form's other languages; a visitor's pick draws the page again in it (its `lang`, the form's
 * texts compiled in it, the product's words), with what they typed kept; a student's pick is kept
 * with the account and follows them to a browser they log in from. Every text is read from the
 * catalogues and from the form compiled in each language.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type Locale, compileForm, interpolate, localeCookieName } from "../../engine/index.ts";
import { wordsFor } from "../../schema/words.ts";
import { application } from "../../schema/index.ts";
import { formLocales, partnerSettingsIn } from "../../schema/partner.ts";
import { goodPassword, newUsername } from "../server/helpers/students.ts";
import { firstPageId, firstPath } from "../support/formPaths.ts";
import { expectNoAxeViolations, takenOver, whenDrawn } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { studentInBrowser } from "./support/student.ts";

const e2e = useBrowser("e2e-language");

// The form's default language, and another it is written in (the first test fails without one).
const first = formLocales[0] as Locale;
const second = formLocales[1] as Locale;

/** The first page's title as a student reads it in `locale`. */
function firstTitle(locale: string): string {
  const form = compileForm(application, { locale });
  const page = form.definition.pages.find((p) => p.id === firstPageId);
  return interpolate(page?.title ?? "", form.vars);
}

/** The header's button that offers `locale`, named in it. */
const offer = (page: Page, shownIn: Locale, locale: Locale) =>
  page.getByRole("navigation", { name: wordsFor(shownIn).language.label }).getByRole("button", { name: wordsFor(locale).language.name });

/** Waits for the first page drawn whole in `locale`. */
async function shownIn(page: Page, locale: Locale): Promise<void> {
  await page.getByRole("heading", { name: firstTitle(locale), level: 1 }).waitFor();
  await whenDrawn(page);
  expect(await page.locator("html").getAttribute("lang")).toBe(locale);
  await expect.poll(() => page.getByRole("button", { name: wordsFor(locale).form.saveAndContinue }).count()).toBe(1);
}

describe("the choice of language", () => {
  it("is offered: the form is written in more than one", () => {
    expect(formLocales.length).toBeGreaterThan(1);
    expect(firstTitle(second)).not.toBe(firstTitle(first));
  });

  it("draws a visitor's page again in the language they pick, keeping what they typed, and back", async () => {
    const { page } = e2e;
    await page.goto(firstPath);
    await takenOver(page);
    await shownIn(page, first);
    const field = page.locator(".form-page input[type='text']").first();
    await field.fill("Ada");

    const pick = offer(page, first, second);
    expect(await pick.locator(`[lang="${second}"]`).count()).toBe(1);
    await Promise.all([page.waitForEvent("load"), pick.click()]);
    await shownIn(page, second);
    await expect.poll(() => field.inputValue()).toBe("Ada");
    await expectNoAxeViolations(page);

    await Promise.all([page.waitForEvent("load"), offer(page, second, first).click()]);
    await shownIn(page, first);
    await expect.poll(() => field.inputValue()).toBe("Ada");
  });

  it("sends a browser that chose a language a page marked in it, and titled in it, from its first byte", async () => {
    const sent = await fetch(new URL(firstPath, e2e.server.url), { headers: { cookie: `${localeCookieName}=${second}` } });
    const html = await sent.text();
    expect(/<html lang="([^"]*)"/.exec(html)?.[1]).toBe(second);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(partnerSettingsIn(second).applicationTitle);
  });

  it("keeps a student's pick with the account, for the browser they next log in from", async () => {
    const { page, server, browser } = e2e;
    const username = await studentInBrowser(server, e2e.context);
    await page.goto(firstPath);
    await shownIn(page, first);
    await Promise.all([page.waitForEvent("load"), offer(page, first, second).click()]);
    await shownIn(page, second);

    const elsewhere = await browser.newContext({ baseURL: server.url });
    try {
      const other = await elsewhere.newPage();
      await other.goto("/login");
      const words = wordsFor(first);
      await other.getByLabel(words.account.fields.username).fill(username);
      await other.getByLabel(words.account.fields.password, { exact: true }).fill(goodPassword);
      await other.getByRole("button", { name: words.account.login.submit }).click();
      await shownIn(other, second);
    } finally {
      await elsewhere.close();
    }
  });

  it("gives an account made on its sign-up page the language its visitor picked", async () => {
    const { page, server } = e2e;
    await page.goto(firstPath);
    await Promise.all([page.waitForEvent("load"), offer(page, first, second).click()]);
    await shownIn(page, second);
    const words = wordsFor(second);
    const username = newUsername("language");
    await page.goto("/signup");
    await page.getByLabel(words.account.fields.username).fill(username);
    await page.getByLabel(words.account.fields.password, { exact: true }).fill(goodPassword);
    await page.getByRole("button", { name: words.account.signup.submit }).click();
    await page.waitForURL("**/confirm");
    const { rows } = await server.db.query<{ locale: string | null }>("SELECT locale FROM accounts WHERE username = $1", [username]);
    expect(rows[0]?.locale).toBe(second);
  });
});
