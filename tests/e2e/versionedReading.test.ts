/**
 * Issue 39, in the browser: an application submitted on an older version of the form is shown as
 * the student saw and answered it, whatever the form asks today. A staff link's view shows the
 * question the running form no longer asks with its answer, the option it no longer offers as
 * chosen, and a question in its older wording, and names the version. The older version is the
 * running form's own content edited (tests/support/olderVersion.ts).
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { closeApplication } from "../../server/application/submit.ts";
import { serviceLink } from "../../server/tokens/links.ts";
import { currentVersionLabel } from "../../server/versions/current.ts";
import { receiptTexts } from "../../schema/receipt.ts";
import { completeApplication as complete } from "../support/completeApplication.ts";
import { type OlderVersion, answeredOn, registerOlderVersion } from "../support/olderVersion.ts";
import { saveWithEntries } from "../server/helpers/entries.ts";
import { Client } from "../server/helpers/server.ts";
import { goodPassword } from "../server/helpers/students.ts";
import { expectNoAxeViolations, renderEverySection } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { accountIdOf, confirmedStudent } from "./support/student.ts";

const e2e = useBrowser("e2e-versioned-reading");

/** The value beside `label` in the description list under `within` (the status block). */
const factOf = (page: Page, within: string, label: string) => page.locator(`${within} div`, { has: page.locator("dt", { hasText: label }) }).locator("dd");

describe("an application read with its own version of the form", () => {
  let older: OlderVersion;
  let submitted: { id: string; username: string };

  /** A student's complete application submitted on the older version. */
  async function applicationOnOlder() {
    const { server } = e2e;
    const username = await confirmedStudent(server);
    const client = new Client(server.app, { origin: server.url });
    expect((await client.post("/public/login", { username, password: goodPassword })).status).toBe(200);
    expect((await saveWithEntries(client, complete)).status).toBe(200);
    const id = await accountIdOf(server, username);
    await answeredOn(server.db, id, older);
    // Closed as submit closes it, without submit's checks of today's date (tests/e2e/support/student.ts says why).
    await server.db.transaction((tx) => closeApplication(tx, id, new Date(), {}));
    return { id, username };
  }

  beforeAll(async () => {
    older = await registerOlderVersion(e2e.server.db, `${currentVersionLabel}-e2e-read`, new Date());
    submitted = await applicationOnOlder();
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
});
