import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import { type Answers, descKey, messages } from "../../engine/index.ts";
import { partnerSettings } from "../../schema/index.ts";
import { receiptTexts } from "../../schema/receipt.ts";
import { serviceLinkCommand } from "../../server/cli/serviceLink.ts";
import { tmpAnswersCommand } from "../../server/cli/tmpAnswers.ts";
import { realForm as form } from "../../stories/fixtures/forms.ts";
import { optionLabel, pageTitle, summaryLine, withSchemaLabels } from "../../stories/fixtures/formText.ts";
import { completeApplication as complete } from "../support/completeApplication.ts";
import { goodPassword } from "../server/helpers/students.ts";
import { expectNoAxeViolations } from "./support/browser.ts";
import { fillAnswer, fillableKeys, shownAnswer } from "./support/formDriver.ts";
import { useBrowser } from "./support/session.ts";
import { confirmedStudent, logInThroughPage, toastTitled, validatingStudentThroughPage } from "./support/student.ts";
import { firstPageId, firstPath } from "../support/formPaths.ts";
import { words } from "../../stories/fixtures/words.ts";

const e2e = useBrowser("e2e-application");

// The complete application without the uploaded transcript (the documents test uploads files),
// each choice labelled as the schema labels it now; college 2's transcript is "sent later", on
// the second tab of its tab group.
const answers: Answers = withSchemaLabels(Object.fromEntries(Object.entries(complete).filter(([key]) => key !== "college_transcript_upload")));
// Left out at first, so that submitting finds it missing on another page.
const missingKey = "applied_major";
// The pages in step order, as the schema has them: a step an author adds is filled and checked too.
const pageIds = form.pages.map((p) => p.id);
const [firstPage = "", ...laterPages] = pageIds;
const lastPageId = pageIds.at(-1) ?? "";
const missingPage = form.keys.get(missingKey)?.page ?? "";
const leftOut = (pageId: string): string[] => (pageId === missingPage ? [missingKey] : []);

const savedAnswers = async (username: string): Promise<Record<string, unknown>> => {
  const { rows } = await e2e.server.db.query<{ answers: Record<string, unknown> }>(
    "SELECT p.answers FROM applications p JOIN accounts a ON a.id = p.account_id WHERE a.username = $1",
    [username],
  );
  return rows[0]?.answers ?? {};
};

const statuses = async (username: string): Promise<string[]> => {
  const { rows } = await e2e.server.db.query<{ web_status: string }>(
    "SELECT DISTINCT s.web_status FROM web_statuses s JOIN accounts a ON a.id = s.account_id WHERE a.username = $1 ORDER BY 1",
    [username],
  );
  return rows.map((r) => r.web_status);
};

const lastPage = async (username: string): Promise<string | undefined> =>
  (
    await e2e.server.db.query<{ last_page: string }>(
      "SELECT p.last_page FROM applications p JOIN accounts a ON a.id = p.account_id WHERE a.username = $1",
      [username],
    )
  ).rows[0]?.last_page;

/** Fills one page's questions in form order. */
async function fillPage(page: Page, pageId: string, skip: readonly string[] = []): Promise<void> {
  for (const key of fillableKeys(answers, pageId)) {
    if (skip.includes(key)) continue;
    await fillAnswer(page, answers, key);
  }
}

async function expectPageShows(page: Page, pageId: string, skip: readonly string[] = []): Promise<void> {
  for (const key of fillableKeys(answers, pageId)) {
    if (skip.includes(key)) continue;
    expect.soft(await shownAnswer(page, answers, key), key).toEqual(answers[key]);
  }
}

describe("the steps of the application", () => {
  // A whole application typed key by key: minutes on a busy two-core machine.
  it("is filled, saved page by page, found again after a reload, checked, fixed from the summary and submitted", { timeout: 300_000 }, async () => {
    const { page } = e2e;
    const username = await confirmedStudent(e2e.server);
    await logInThroughPage(page, username, goodPassword);
    await expect.poll(() => statuses(username)).toEqual(["started"]);
    await page.locator("[data-banner=firstLogin]").waitFor();
    await expectNoAxeViolations(page);

    for (const [i, pageId] of pageIds.entries()) {
      await fillPage(page, pageId, leftOut(pageId));
      const next = pageIds[i + 1];
      if (!next) break;
      await page.getByRole("button", { name: words.form.saveAndContinue }).click();
      await page.waitForURL(`**/${next}`);
      if (i > 0) continue;
      await toastTitled(page, messages.successToastLabel).getByText(words.notices.answersSaved).waitFor();
      // The banner greets a student until they move on with a button.
      expect(await page.locator("[data-banner]").count()).toBe(0);
      await expectNoAxeViolations(page);
    }
    await expectNoAxeViolations(page);
    // The step link saves the page too, like the buttons.
    await page.getByRole("link", { name: pageTitle(firstPage) }).click();
    await page.waitForURL(`**/${firstPage}`);

    // Every answer typed or chosen is stored, with the label of each choice.
    const saved = await savedAnswers(username);
    const typed = form.pages.flatMap((p) => fillableKeys(answers, p.id)).filter((key) => key !== missingKey);
    for (const key of typed.flatMap((key) => [key, descKey(key)])) if (key in answers) expect.soft(saved[key], key).toEqual(answers[key]);

    // Each visit is recorded as the last page, which a reload comes back to.
    await expect.poll(() => lastPage(username)).toBe(`/${firstPage}`);
    await page.reload();
    await page.getByRole("heading", { name: pageTitle(firstPage), level: 1 }).waitFor();
    await expectPageShows(page, firstPage);
    for (const pageId of laterPages) {
      await page.getByRole("link", { name: pageTitle(pageId) }).click();
      await page.waitForURL(`**/${pageId}`);
      await expectPageShows(page, pageId, leftOut(pageId));
    }

    // Submit finds the missing answer: the summary, the status validating, the error map recorded.
    await page.getByRole("button", { name: words.form.submit }).click();
    const summary = page.getByRole("region", { name: messages.summaryHeading });
    await summary.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(messages.summaryHeading);
    expect(await statuses(username)).toEqual(["started", "validating"]);
    const { rows } = await e2e.server.db.query<{ errors: Record<string, string[]> }>(
      "SELECT v.errors FROM validations v JOIN accounts a ON a.id = v.account_id WHERE a.username = $1",
      [username],
    );
    expect(Object.keys(rows[0]?.errors ?? {})).toEqual([missingKey]);
    const missing = summaryLine({ ...answers, [missingKey]: "", [descKey(missingKey)]: "" }, missingKey);
    const link = summary.getByRole("link", { name: missing });
    expect(await link.getAttribute("href")).toBe(`/${missingPage}#${missingKey}`);
    expect(await page.locator("[data-banner]").count()).toBe(0);
    await expectNoAxeViolations(page);

    // The link leads to the field, which has focus and shows its error.
    await link.click();
    await page.waitForURL(`**/${missingPage}#${missingKey}`);
    await expect.poll(() => page.evaluate((key) => Boolean(document.getElementById(key)?.contains(document.activeElement)), missingKey)).toBe(true);
    // The field says what is wrong, and its control is described by that message.
    const description = await page.evaluate((key) => {
      const control = document.getElementById(key);
      const ids = (control?.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
      return { invalid: control?.getAttribute("aria-invalid"), text: ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ") };
    }, missingKey);
    expect(description).toEqual({ invalid: "true", text: expect.stringContaining(missing) });
    await fillAnswer(page, answers, missingKey);
    // Fixed, the summary empties while the student is still on the page.
    await summary.waitFor({ state: "detached" });
    // The step link saves the fixed page and leads to the last one, where Submit is.
    await page.getByRole("link", { name: pageTitle(lastPageId) }).click();
    await page.waitForURL(`**/${lastPageId}`);
    await page.getByRole("button", { name: words.form.submit }).click();

    await page.waitForURL("**/completion");
    await toastTitled(page, messages.successToastLabel).getByText(messages.submitted).waitFor();
    await page.locator("[data-banner=submitted]").waitFor();
    expect(await statuses(username)).toEqual(["started", "submitted", "validating"]);
    await expectNoAxeViolations(page);

    for (const path of [...pageIds.map((id) => `/${id}`), "/nowhere"]) {
      await page.goto(path);
      await page.waitForURL("**/completion");
    }
  });

  it("takes a returning student to the page they were last on", async () => {
    const { page } = e2e;
    const username = await confirmedStudent(e2e.server);
    await logInThroughPage(page, username, goodPassword);
    await page.getByRole("button", { name: words.form.saveAndContinue }).click();
    await page.waitForURL("**/education");
    await expect.poll(() => lastPage(username)).toBe("/education");

    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByLabel(words.account.fields.username).fill(username);
    await page.getByLabel(words.account.fields.password, { exact: true }).fill(goodPassword);
    await page.getByRole("button", { name: words.account.login.submit }).click();
    await page.waitForURL("**/education");
    await page.locator("[data-banner=returning]").waitFor();
  });

  it("shows a student who left while validating what is missing as soon as they are back, with no banner", async () => {
    const { page, server } = e2e;
    await validatingStudentThroughPage(server, page);
    const summary = page.getByRole("region", { name: messages.summaryHeading });
    const firstName = summary.getByRole("link", { name: summaryLine({}, "first_name") });
    await firstName.waitFor();
    expect(await page.locator("[data-banner]").count()).toBe(0);
    // Answering removes the line while the student types.
    await page.locator("#first_name").fill("Ada");
    await firstName.waitFor({ state: "detached" });
  });

  it("sends a save that got no answer again, and keeps the answers and says so when it cannot get through", async () => {
    const { page } = e2e;
    const username = await confirmedStudent(e2e.server);
    await logInThroughPage(page, username, goodPassword);
    await page.locator("#first_name").fill("Ada");
    // The first save is lost on its way (as when an app process dies); the app sends it again.
    let attempts = 0;
    await page.route("**/api/answer", (route) => (++attempts === 1 ? route.abort() : route.continue()));
    await page.getByRole("button", { name: words.form.saveAndContinue }).click();
    await page.waitForURL("**/education");
    expect(attempts).toBe(2);
    expect((await savedAnswers(username)).first_name).toBe("Ada");

    // Nothing gets through: the student stays, with the answer, and is told.
    await page.getByRole("link", { name: pageTitle(firstPageId) }).click();
    await page.waitForURL(`**${firstPath}`);
    await page.locator("#first_name").fill("Augusta");
    await page.unroute("**/api/answer");
    await page.route("**/api/answer", (route) => route.abort());
    await page.getByRole("button", { name: words.form.saveAndContinue }).click();
    await toastTitled(page, words.toasts.saveError).getByText(messages.unexpected).waitFor();
    expect(new URL(page.url()).pathname).toBe(firstPath);
    expect(await page.locator("#first_name").inputValue()).toBe("Augusta");
    expect((await savedAnswers(username)).first_name).toBe("Ada");

    // Once the server can be reached, the same button saves what was typed.
    await page.unroute("**/api/answer");
    await page.getByRole("button", { name: words.form.saveAndContinue }).click();
    await page.waitForURL("**/education");
    expect((await savedAnswers(username)).first_name).toBe("Augusta");
  });

  it("sends a visitor who typed an answer to sign up, with the answers, instead of saving", async () => {
    const { page } = e2e;
    await page.goto(firstPath);
    await page.locator("[data-banner=visitor]").waitFor();
    await page.locator("#first_name").fill("Grace");
    await page.getByRole("button", { name: words.form.saveAndContinue }).click();
    await page.waitForURL("**/signup");
    expect(await page.evaluate(() => history.state?.usr?.answers?.first_name)).toBe("Grace");
  });
});

describe("a temporary answer set", () => {
  it("opens for a visitor from the link the staff command prints, and stays theirs to carry into an account", async () => {
    const { page, server } = e2e;
    const dir = await mkdtemp(join(tmpdir(), "e2e-tmp-answers-"));
    const file = join(dir, "answers.json");
    await writeFile(file, JSON.stringify({ first_name: "Grace", last_name: "Hopper", city: "Arlington" }));
    const printed = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const code = await tmpAnswersCommand.run([file], { config: server.app.config, db: server.db, now: new Date() });
    const url = new URL(String(printed.mock.calls.at(-1)?.[0]));
    printed.mockRestore();
    await rm(dir, { recursive: true, force: true });
    expect(code).toBe(0);

    await page.goto(url.pathname + url.search);
    await expect.poll(() => page.locator("#first_name").inputValue(), { timeout: 15_000 }).toBe("Grace");
    expect(await page.locator("#last_name").inputValue()).toBe("Hopper");
    expect(await page.locator("#city").inputValue()).toBe("Arlington");
    await page.getByRole("button", { name: words.form.saveAndContinue }).click();
    await page.waitForURL("**/signup");
    expect(await page.evaluate(() => history.state?.usr?.answers?.last_name)).toBe("Hopper");
  });

  it("opens the form empty, and says why, when the link is not genuine", async () => {
    const { page } = e2e;
    await page.goto(`${firstPath}?token=not-a-token`);
    await toastTitled(page, messages.dialogDefaultTitle).waitFor();
    expect(await page.locator("#first_name").inputValue()).toBe("");
  });
});

describe("service mode", () => {
  it("shows the application a staff link opens in the print layout, read-only", async () => {
    const { page, server } = e2e;
    const username = await confirmedStudent(server);
    const { rows } = await server.db.query<{ id: string }>("SELECT id FROM accounts WHERE username = $1", [username]);
    await server.db.query("UPDATE applications SET answers = $2::jsonb WHERE account_id = $1", [rows[0]?.id, JSON.stringify(answers)]);

    const printed = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const code = await serviceLinkCommand.run([username], { config: server.app.config, db: server.db, now: new Date() });
    const url = new URL(String(printed.mock.calls.at(-1)?.[0]));
    printed.mockRestore();
    expect(code).toBe(0);

    await page.goto(url.pathname + url.search);
    await page.locator("[data-print-ready]").waitFor();
    await page.getByRole("heading", { name: `${partnerSettings.applicationTitle}: ${answers.first_name} ${answers.last_name}`, level: 1 }).waitFor();
    for (const p of form.pages) await page.getByRole("heading", { name: pageTitle(p.id), level: 2 }).first().waitFor();
    const text = await page.locator("main").innerText();
    // The complete application's student chose F: the other option stands unticked.
    expect(text).toContain(`[X] ${optionLabel("gender", "F")}`);
    expect(text).toContain(`[ ] ${optionLabel("gender", "M")}`);
    expect(text).toContain(String(answers.first_name));
    expect(await page.locator("input, select, textarea, button").count()).toBe(0);
    // One h1, the status block and each page an h2 with its sections below it: no level skipped.
    const levels = await page.evaluate(() => [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName.slice(1))));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels.filter((level) => level === 2)).toHaveLength(form.pages.length + 1);
    await page.getByRole("heading", { name: receiptTexts.service.heading, level: 2 }).waitFor();
    expect(text).toContain(receiptTexts.status.draft);
    for (const [i, level] of levels.entries()) if (i > 0) expect(level).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
    expect(levels).toContain(3);
    expect(await page.locator("header, footer, nav").count()).toBe(0);
    expect(await page.getByRole("button", { name: words.accountPanel.account }).count()).toBe(0);
    await expectNoAxeViolations(page);
    // Staff's browser keeps nothing of the student's.
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  });
});
