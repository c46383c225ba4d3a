/**
 * Issue 39, in the browser: an application submitted on an older version of the form is shown as
 * the student saw and answered it, whatever the form asks today. A staff link's view and the
 * console's print view show the question the running form no longer asks with its answer, the
 * option it no longer offers as chosen, and a question in its older wording, and name the version;
 * the console's page names the version and reports the answers set aside as a draft moved to the
 * running version, worded by the version they were given on; the application PDF, which prints the
 * staff link's view, holds the same. The older version is the running form's own content edited
 * (tests/support/olderVersion.ts).
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeApplication } from "../../server/application/submit.ts";
import { serviceLink } from "../../server/tokens/links.ts";
import { currentVersionLabel } from "../../server/versions/current.ts";
import { officeTexts as texts } from "../../schema/office.ts";
import { receiptTexts } from "../../schema/receipt.ts";
import { completeApplication as complete } from "../support/completeApplication.ts";
import { type OlderVersion, answeredOn, choiceKey, registerOlderVersion, runningLabel } from "../support/olderVersion.ts";
import { compact, pageTexts } from "../server/applicationPdf/pdfText.ts";
import { saveWithEntries } from "../server/helpers/entries.ts";
import { Client } from "../server/helpers/server.ts";
import { goodPassword } from "../server/helpers/students.ts";
import { expectNoAxeViolations, renderEverySection } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { staffInBrowser } from "./support/staff.ts";
import { accountIdOf, confirmedStudent } from "./support/student.ts";

const dataDir = mkdtempSync(join(tmpdir(), "e2e-versioned-reading-"));
const e2e = useBrowser("e2e-versioned-reading", { dataDir, documentWorkers: 1 });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The value beside `label` in the description lists under `within` (the status block, the summary). */
const factOf = (page: Page, within: string, label: string) => page.locator(`${within} div`, { has: page.locator("dt", { hasText: label }) }).locator("dd");

describe("an application read with its own version of the form", () => {
  let older: OlderVersion;
  let submitted: { id: string; username: string; client: Client };
  let moved: { id: string };

  /** A student's complete application on the older version: submitted on it, or a draft that moves to the running version as its student comes back. */
  async function applicationOnOlder(submit: boolean) {
    const { server } = e2e;
    const username = await confirmedStudent(server);
    const client = new Client(server.app, { origin: server.url });
    expect((await client.post("/public/login", { username, password: goodPassword })).status).toBe(200);
    expect((await saveWithEntries(client, complete)).status).toBe(200);
    const id = await accountIdOf(server, username);
    await answeredOn(server.db, id, older);
    // Closed as submit closes it, without submit's checks of today's date (tests/e2e/support/student.ts says why).
    if (submit) await server.db.transaction((tx) => closeApplication(tx, id, new Date(), {}));
    else expect((await client.get("/api/profile")).status).toBe(200);
    return { id, username, client };
  }

  beforeAll(async () => {
    older = await registerOlderVersion(e2e.server.db, `${currentVersionLabel}-e2e-read`, new Date());
    submitted = await applicationOnOlder(true);
    moved = await applicationOnOlder(false);
  }, 120_000);

  /** The print view under `root` shows what the student answered on the older version, in its words, and names the version. */
  async function expectAsSubmitted(page: Page, root: string): Promise<void> {
    await page.locator(`${root} .service__page`).first().waitFor();
    await expect.poll(async () => (await renderEverySection(page), page.locator(root).innerText())).toContain(older.shown.retiredQuestion);
    const text = await page.locator(root).innerText();
    for (const shown of [older.shown.retiredAnswer, older.shown.retiredOption, older.shown.rewordedLabel]) expect(text).toContain(shown);
    expect(await factOf(page, `${root} .service__status`, receiptTexts.service.formVersion).innerText()).toBe(older.label);
  }

  it("shows a staff link the application as submitted, with the questions, options and words of its version", { timeout: 120_000 }, async () => {
    const { page, server } = e2e;
    const link = new URL((await serviceLink(server.db, server.app.config, submitted.username, new Date()))!);
    await page.goto(link.pathname + link.search);
    await page.locator("[data-print-ready]").waitFor();
    await expectAsSubmitted(page, "main");
    await expectNoAxeViolations(page);
  });

  it("shows the console the application's version and the application as submitted on it", { timeout: 120_000 }, async () => {
    const { page, context, server } = e2e;
    await staffInBrowser(server, context, "reviewer");
    await page.goto(`/staff/applications/${submitted.id}`);
    await page.getByRole("heading", { name: texts.application.printView, level: 2 }).waitFor();
    expect(await factOf(page, ".staff-summary", texts.application.formVersion).innerText()).toBe(older.label);
    await expectAsSubmitted(page, ".staff-print");
    await expectNoAxeViolations(page);
  });

  it("reports on the console's page the answers set aside as a draft moved, worded by the version they were given on", { timeout: 120_000 }, async () => {
    const { page, context, server } = e2e;
    await staffInBrowser(server, context, "manager");
    await page.goto(`/staff/applications/${moved.id}`);
    const section = page.getByRole("region", { name: texts.application.setAside, exact: true });
    await section.getByRole("heading", { name: texts.application.setAside, level: 2 }).waitFor();
    expect(await factOf(page, ".staff-summary", texts.application.formVersion).innerText()).toBe(currentVersionLabel);
    const rows = section.getByRole("row").filter({ hasNot: page.getByRole("columnheader") });
    // Question, answer, why and version (the time set aside is the last column).
    const cells = await Promise.all((await rows.all()).map(async (row) => (await row.getByRole("cell").allInnerTexts()).slice(0, 4)));
    expect(cells).toEqual(
      expect.arrayContaining([
        [older.shown.retiredQuestion, older.shown.retiredAnswer, texts.setAsideReasons.notAsked, older.label],
        [runningLabel(choiceKey), older.shown.retiredOption, texts.setAsideReasons.optionRetired, older.label],
      ]),
    );
    expect(await rows.count()).toBe(2);
    // The page's headings step down one level at a time.
    await page.getByRole("heading", { name: texts.application.printViewDraft, level: 2 }).waitFor();
    const levels = await page.evaluate(() => [...document.querySelectorAll("main h1, main h2, main h3, main h4, main h5, main h6")].map((h) => Number(h.tagName.slice(1))));
    for (const [i, level] of levels.entries()) if (i > 0) expect(level).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
    await page.locator(".staff-print .service__page").first().waitFor();
    await page.getByRole("region", { name: texts.application.audit, exact: true }).getByRole("table").waitFor();
    await expectNoAxeViolations(page);
  });

  it("prints the same in the application PDF", { timeout: 180_000 }, async () => {
    const { client } = submitted;
    const until = Date.now() + 120_000;
    let record: { status?: unknown; url?: unknown };
    for (;;) {
      record = (await client.get("/api/pdf")).body;
      if (record.status !== "UNPROCESSED" && record.status !== "IN_PROGRESS") break;
      if (Date.now() > until) throw new Error(`the application PDF is still ${String(record.status)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(record.status).toBe("COMPLETED");
    const res = await fetch(new URL(String(record.url), e2e.server.url));
    const text = (await pageTexts(new Uint8Array(await res.arrayBuffer()))).map(compact).join(" ");
    for (const shown of [older.shown.retiredQuestion, older.shown.retiredAnswer, older.shown.retiredOption, older.shown.rewordedLabel, older.label]) expect(text).toContain(compact(shown));
  });
});
