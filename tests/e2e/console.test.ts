/**
 * Issue 29: the admissions office's console under /staff, in Chromium against the real server. A
 * reviewer signs in, filters to one term's submitted applications, finds a student by part of the
 * name and opens the application, a document and the PDF; a manager exports and revokes links; a
 * reviewer gets no export; neither session opens the other's pages; axe finds nothing on any
 * console page at 1280 and 390 px. Names, terms and question keys come from the schema.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answers, optionsFor } from "../../engine/index.ts";
import { officeTexts as texts } from "../../schema/office.ts";
import { partnerSettings } from "../../schema/partner.ts";
import { closeApplication } from "../../server/application/submit.ts";
import { completeApplication as complete } from "../support/completeApplication.ts";
import { makePdf } from "../server/documents/makeFiles.ts";
import { formData, presign, settledStatus, startConversion } from "../server/documents/uploadFlow.ts";
import { saveWithEntries } from "../server/helpers/entries.ts";
import { Client } from "../server/helpers/server.ts";
import { goodPassword } from "../server/helpers/students.ts";
import { realForm } from "../../stories/fixtures/forms.ts";
import { expectNoAxeViolations, renderEverySection } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { signInThroughPage, staffAccount, staffInBrowser } from "./support/staff.ts";
import { accountIdOf, confirmedStudent, studentInBrowser } from "./support/student.ts";
import { words } from "../../stories/fixtures/words.ts";

const dataDir = mkdtempSync(join(tmpdir(), "e2e-console-"));
const e2e = useBrowser("e2e-console", { dataDir, documentWorkers: 1 });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** A question's key by the autocomplete token the schema gives it (the name the office lists is the given and family name). */
function keyWithToken(token: string): string {
  const found = [...realForm.keys].find(([, info]) => "autoComplete" in info.node && info.node.autoComplete === token);
  if (!found) throw new Error(`no question of the form has autocomplete ${token}`);
  return found[0];
}
const givenKey = keyWithToken("given-name");
const familyKey = keyWithToken("family-name");
const termKey = partnerSettings.officeTermQuestion;

/** The entry terms the form offers this year, as the office's list names them. */
function termsOfForm(): { code: string; label: string }[] {
  const info = realForm.keys.get(termKey);
  if (!info || !("options" in info.node)) throw new Error(`officeTermQuestion ${termKey} is no select of the form`);
  return optionsFor(info.node.options, realForm.lists, new Date().getUTCFullYear()).map((o) => ({ code: o.value, label: o.label }));
}

/** A family name no other test's student has, searched for in part. */
const family = `Quillfeather${Math.random().toString(36).replace(/[^a-z]/g, "").slice(0, 6)}`;

interface Applicant {
  id: string;
  name: string;
  reference: string | null;
}

const transcriptKey = "college_transcript_upload";
const transcriptName = "transcript-console.pdf";

describe("the admissions office's console", () => {
  let terms: { code: string; label: string }[];
  let wanted: Applicant;
  let otherTerm: Applicant;
  let draft: Applicant;

  /** A student with a complete application of `term` under `given` and the shared family name, submitted or not. */
  async function applicant(given: string, term: string, { submit, document }: { submit: boolean; document?: boolean }): Promise<Applicant & { client: Client }> {
    const { server } = e2e;
    const username = await confirmedStudent(server);
    const client = new Client(server.app, { origin: server.url });
    expect((await client.post("/public/login", { username, password: goodPassword })).status).toBe(200);
    const answers: Record<string, unknown> = { ...complete, [givenKey]: given, [familyKey]: family, [termKey]: term };
    if (document) for (const key of Object.keys(answers)) if (key.startsWith(transcriptKey.replace(/_upload$/, ""))) delete answers[key];
    expect((await saveWithEntries(client, answers as Answers)).status).toBe(200);
    if (document) {
      const form = await presign(client, transcriptKey);
      const stored = await fetch(new URL(form.url, server.url), { method: "POST", headers: { origin: server.url }, body: formData(form.fields, { name: transcriptName, bytes: await makePdf(1) }) });
      expect(stored.status).toBe(204);
      expect((await startConversion(client, transcriptKey, form.fields.key ?? "", transcriptName)).status).toBe(200);
      expect(await settledStatus(client, transcriptKey)).toMatchObject({ status: "COMPLETED" });
    }
    const id = await accountIdOf(server, username);
    let reference: string | null = null;
    if (submit) {
      // Closed as submit closes it, without submit's checks of today's date (tests/e2e/support/student.ts says why).
      await server.db.transaction((tx) => closeApplication(tx, id, new Date(), {}));
      reference = (await server.db.query<{ reference: string }>("SELECT reference FROM applications WHERE account_id = $1", [id])).rows[0]?.reference ?? null;
    }
    return { id, name: `${given} ${family}`, reference, client };
  }

  beforeAll(async () => {
    terms = termsOfForm();
    const [first, second] = terms;
    if (!first || !second) throw new Error("the form offers fewer than two entry terms");
    const a = await applicant("Wilhelmina", first.code, { submit: true, document: true });
    wanted = a;
    otherTerm = await applicant("Bartholomew", second.code, { submit: true });
    draft = await applicant("Cordelia", first.code, { submit: false });
    // The submitted application's PDF, built as the student's download builds it.
    const until = Date.now() + 120_000;
    for (;;) {
      const res = await a.client.get("/api/pdf");
      if (res.body.status === "COMPLETED") break;
      if (res.body.status === "FAILED" || Date.now() > until) throw new Error(`the application PDF is ${String(res.body.status)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 240_000);

  /** Chooses `option` in the list's select labelled `label`. */
  async function choose(page: Page, label: string, option: string): Promise<void> {
    await page.locator(".staff-filter", { has: page.getByText(label, { exact: true }) }).getByRole("button").click();
    await page.getByRole("option", { name: option, exact: true }).click();
  }

  /** The list's data rows (not its header row). */
  const dataRows = (page: Page) => page.getByRole("row").filter({ hasNot: page.getByRole("columnheader") });

  it("lets a reviewer filter to one term's submitted applications, find a student by part of the name, and open the application, its document and its PDF", { timeout: 180_000 }, async () => {
    const { page, server } = e2e;
    const reviewer = await staffAccount(server.app, "reviewer");
    await signInThroughPage(page, reviewer);
    const term = terms[0];
    if (!term) throw new Error("no term");

    await choose(page, texts.list.status, texts.statuses.submitted);
    await page.waitForURL(/status=submitted/);
    await choose(page, texts.list.term, term.label);
    await page.waitForURL(new RegExp(`term=${encodeURIComponent(term.code)}`));
    await page.getByRole("searchbox", { name: texts.list.search }).fill(family.slice(0, -2).toLowerCase());
    await page.keyboard.press("Enter");
    await page.waitForURL(/q=/);
    await expect.poll(() => dataRows(page).allInnerTexts()).toEqual([expect.stringContaining(wanted.name)]);
    expect(await dataRows(page).first().innerText()).toContain(wanted.reference ?? "");
    expect(await page.getByRole("link", { name: texts.list.exportCsv }).count()).toBe(0);

    // The list's state is the address's: a reload shows the same list.
    await page.reload();
    await expect.poll(() => dataRows(page).allInnerTexts()).toEqual([expect.stringContaining(wanted.name)]);
    await expect.poll(() => page.getByRole("searchbox", { name: texts.list.search }).inputValue()).toBe(family.slice(0, -2).toLowerCase());

    // One keyboard step from the row to the application.
    await dataRows(page).first().focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: wanted.name, level: 1 }).waitFor();
    await expect.poll(() => page.getByText(wanted.reference ?? "", { exact: true }).first().isVisible()).toBe(true);

    // The document and the application PDF open in a tab of their own, as PDFs.
    for (const name of [new RegExp(transcriptName.replace(/\./g, "\\.")), new RegExp(texts.application.pdfLink)]) {
      const link = page.getByRole("link", { name });
      const href = await link.getAttribute("href");
      const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
      await popup.close();
      const res = await e2e.context.request.get(href ?? "");
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("application/pdf");
    }
    // The print view: the application's answers, read-only.
    await page.getByRole("heading", { name: texts.application.printView, level: 2 }).waitFor();
    await page.locator(".staff-print .service__page").first().waitFor();
    await expect.poll(async () => (await renderEverySection(page), page.locator(".staff-print").innerText())).toContain(family);
    expect(await page.locator(".staff-print input, .staff-print textarea").count()).toBe(0);
    expect(await page.getByRole("button", { name: texts.revoke.button }).count()).toBe(0);

    // Back: the list as it was left.
    await page.goBack();
    await expect.poll(() => dataRows(page).allInnerTexts()).toEqual([expect.stringContaining(wanted.name)]);
    expect(page.url()).toContain("status=submitted");
  });

  it("takes a reviewer from sign-in to an application's document with the keyboard alone", { timeout: 120_000 }, async () => {
    const { page, server } = e2e;
    const reviewer = await staffAccount(server.app, "reviewer");
    await page.goto("/staff/login");
    await page.getByRole("heading", { name: texts.signIn.title, level: 1 }).waitFor();
    /** Presses Tab until `target` has focus (at most 40 times), as a keyboard user would reach it. */
    const tabTo = async (target: ReturnType<Page["getByRole"]>) => {
      for (let i = 0; i < 40; i++) {
        if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
        await page.keyboard.press("Tab");
      }
      throw new Error("Tab never reached the element");
    };
    await tabTo(page.getByLabel(words.account.fields.username));
    await page.keyboard.type(reviewer);
    await page.keyboard.press("Tab");
    await page.keyboard.type(goodPassword);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: texts.list.title, level: 1 }).waitFor();

    await tabTo(page.getByRole("searchbox", { name: texts.list.search }));
    await page.keyboard.type(family);
    await page.keyboard.press("Enter");
    await page.waitForURL(/q=/);
    const status = page.locator(".staff-filter", { has: page.getByText(texts.list.status, { exact: true }) }).getByRole("button");
    await tabTo(status);
    await page.keyboard.press("Enter");
    await page.getByRole("listbox").waitFor();
    await page.keyboard.type(texts.statuses.submitted);
    await page.keyboard.press("Enter");
    await page.waitForURL(/status=submitted/);
    await expect.poll(() => dataRows(page).count()).toBe(2);

    // The table is one tab stop; the arrows move between its rows, Enter opens one.
    await tabTo(page.getByRole("grid"));
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toMatch(/row|columnheader|gridcell/);
    for (let i = 0; i < 5 && !(await dataRows(page).filter({ hasText: wanted.name }).evaluate((row) => row === document.activeElement)); i++) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: wanted.name, level: 1 }).waitFor();
    await tabTo(page.getByRole("link", { name: new RegExp(transcriptName.replace(/\./g, "\\.")) }));
  });

  it("pages with previous and next, N of M, and the address", { timeout: 120_000 }, async () => {
    const { page, context, server } = e2e;
    const paged = `Pagewright${family.slice(-4)}`;
    for (let i = 0; i < 11; i++) {
      const username = await confirmedStudent(server);
      const client = new Client(server.app, { origin: server.url });
      expect((await client.post("/public/login", { username, password: goodPassword })).status).toBe(200);
      expect((await client.put("/api/answer", { [givenKey]: `Student${String.fromCharCode(65 + i)}`, [familyKey]: paged })).status).toBe(200);
    }
    await staffInBrowser(server, context, "reviewer");
    await page.goto(`/staff?q=${paged}&sort=name&order=asc`);
    await choose(page, texts.list.pageSize, "10");
    await page.waitForURL(/pageSize=10/);
    const where = (n: number, of: number) => page.getByText(texts.list.pageOf.replace("{page}", String(n)).replace("{pages}", String(of)), { exact: true });
    await where(1, 2).waitFor();
    await expect.poll(() => dataRows(page).count()).toBe(10);
    expect(await page.getByRole("button", { name: texts.list.previous }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: texts.list.next }).click();
    await page.waitForURL(/page=2/);
    await where(2, 2).waitFor();
    await expect.poll(() => dataRows(page).allInnerTexts()).toEqual([expect.stringContaining("StudentK")]);
    expect(await page.getByRole("button", { name: texts.list.next }).isDisabled()).toBe(true);
    await page.goBack();
    await where(1, 2).waitFor();
    await page.getByText(texts.list.total.replace("{total}", "11")).waitFor();
  });

  it("sorts by a column heading, the other way on a second press, and back undoes it", async () => {
    const { page, context, server } = e2e;
    await staffInBrowser(server, context, "reviewer");
    await page.goto(`/staff?q=${family}&pageSize=10`);
    await expect.poll(() => dataRows(page).count()).toBe(3);
    await page.getByRole("columnheader", { name: texts.columns.name, exact: true }).click();
    await page.waitForURL(/sort=name&order=asc/);
    await expect.poll(() => dataRows(page).allInnerTexts()).toEqual([
      expect.stringContaining(otherTerm.name),
      expect.stringContaining(draft.name),
      expect.stringContaining(wanted.name),
    ]);
    // Pressed again, the other way round.
    await page.getByRole("columnheader", { name: texts.columns.name, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "name" && !url.searchParams.has("order"));
    await expect.poll(async () => (await dataRows(page).allInnerTexts())[0]).toContain(wanted.name);
    await page.goBack();
    await expect.poll(async () => (await dataRows(page).allInnerTexts())[0]).toContain(otherTerm.name);
    await expect.poll(() => page.getByText(texts.list.pageOf.replace("{page}", "1").replace("{pages}", "1")).count()).toBe(1);

    // The date range: nothing changed after next year began; all three since 2020.
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    await page.getByLabel(texts.list.from).fill(nextYear);
    await page.waitForURL(new RegExp(`from=${nextYear}`));
    await page.getByText(texts.list.empty).waitFor();
    await page.getByLabel(texts.list.from).fill("2020-01-01");
    await page.waitForURL(/from=2020-01-01/);
    await expect.poll(() => dataRows(page).count()).toBe(3);
    await page.getByLabel(texts.list.to).fill("2020-12-31");
    await page.waitForURL(/to=2020-12-31/);
    await page.getByText(texts.list.empty).waitFor();
    await page.getByRole("button", { name: texts.list.clear }).click();
    await page.waitForURL((url) => !url.searchParams.has("from") && !url.searchParams.has("to") && !url.searchParams.has("q"));
  });

  it("lets a manager export the filtered applications and revoke an application's links, which the audit trail shows", async () => {
    const { page, context, server } = e2e;
    await staffInBrowser(server, context, "manager");
    const term = terms[0]?.code ?? "";
    await page.goto(`/staff?status=submitted&term=${encodeURIComponent(term)}&q=${family}`);
    await expect.poll(() => dataRows(page).count()).toBe(1);
    for (const [label, format] of [
      [texts.list.exportCsv, "csv"],
      [texts.list.exportJson, "json"],
    ] as const) {
      const href = await page.getByRole("link", { name: label }).getAttribute("href");
      expect(href).toContain(`format=${format}`);
      const res = await context.request.get(href ?? "");
      expect(res.status()).toBe(200);
      const body = await res.text();
      expect(body).toContain(wanted.reference ?? "");
      expect(body).not.toContain(otherTerm.reference ?? "-");
    }
    await dataRows(page).first().click();
    await page.getByRole("heading", { name: wanted.name, level: 1 }).waitFor();
    await page.getByRole("button", { name: texts.revoke.button }).click();
    const dialog = page.getByRole("alertdialog", { name: texts.revoke.title });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: texts.revoke.confirm }).click();
    await page.getByText(texts.revoke.done).waitFor();
    await expect.poll(() => page.getByRole("region", { name: texts.application.audit, exact: true }).innerText()).toContain(texts.auditActions["revoke-links"]);
  });

  it("shows a reviewer no export, and the server refuses it", async () => {
    const { page, context, server } = e2e;
    await staffInBrowser(server, context, "reviewer");
    await page.goto("/staff");
    await page.getByRole("heading", { name: texts.list.title, level: 1 }).waitFor();
    await expect.poll(() => dataRows(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: texts.list.exportCsv }).count()).toBe(0);
    expect((await context.request.get("/staff-api/export?format=csv")).status()).toBe(403);
  });

  it("opens no console data for a student's session: every console page shows the sign-in", async () => {
    const { page, context, server } = e2e;
    await studentInBrowser(server, context);
    for (const path of ["/staff", `/staff/applications/${wanted.id}`, "/staff/login"]) {
      await page.goto(path);
      await page.getByRole("heading", { name: texts.signIn.title, level: 1 }).waitFor();
      expect(await page.getByText(wanted.name).count()).toBe(0);
    }
    expect((await context.request.get("/staff-api/applications")).status()).toBe(401);
    expect((await context.request.get(`/staff-api/applications/${wanted.id}`)).status()).toBe(401);
  });

  it("lets no staff session use the student's application", async () => {
    const { page, context, server } = e2e;
    await staffInBrowser(server, context, "manager");
    expect((await context.request.get("/api/profile")).status()).toBe(401);
    expect((await context.request.put("/api/answer", { data: { [givenKey]: "Staff" }, headers: { origin: server.url } })).status()).toBe(401);
    // The student's pages take the staff member for a visitor: /completion, a student's page, is not opened.
    await page.goto("/completion");
    await page.waitForURL((url) => url.pathname !== "/completion");
  });

  it("signs out, and signs out by itself after 15 idle minutes", async () => {
    const { page, server } = e2e;
    const reviewer = await staffAccount(server.app, "reviewer");
    await signInThroughPage(page, reviewer);
    await page.getByRole("button", { name: texts.header.signOut }).click();
    await page.getByRole("heading", { name: texts.signIn.title, level: 1 }).waitFor();
    await page.getByText(texts.signIn.signedOut).waitFor();
    await page.goto("/staff");
    await page.getByRole("heading", { name: texts.signIn.title, level: 1 }).waitFor();

    await page.clock.install();
    await signInThroughPage(page, reviewer);
    await page.clock.fastForward("14:30");
    await page.getByRole("alertdialog", { name: texts.idle.title }).waitFor();
    await page.clock.fastForward("01:00");
    await page.getByRole("heading", { name: texts.signIn.title, level: 1 }).waitFor();
    await page.getByText(texts.idle.signedOut.replace("{minutes}", "15")).waitFor();
  });

  describe.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])("at $width px", (viewport) => {
    it("moves nothing on the page that the officer did not move: a new order of the list, an application opening", { timeout: 120_000 }, async () => {
      const { page, context, server } = e2e;
      await page.setViewportSize(viewport);
      await staffInBrowser(server, context, "manager");
      await page.goto(`/staff?q=${family}&pageSize=10`);
      await expect.poll(() => dataRows(page).count()).toBe(3);
      // Every layout shift from now on, with whether an input came just before it (the browser's hadRecentInput).
      await page.evaluate(() => {
        const from = performance.now();
        const shifts: { value: number; hadRecentInput: boolean }[] = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (entry.startTime >= from) shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.getByRole("columnheader", { name: texts.columns.reference, exact: true }).click();
      await page.waitForURL(/sort=reference/);
      await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
      await dataRows(page).filter({ hasText: wanted.name }).click();
      await page.getByRole("heading", { name: wanted.name, level: 1 }).waitFor();
      await page.getByRole("region", { name: texts.application.audit, exact: true }).getByRole("table").waitFor();
      await page.locator(".staff-print .service__page").first().waitFor();
      await page.waitForTimeout(1000);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; hadRecentInput: boolean }[] }).shifts);
      expect(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0)).toBe(0);
    });

    it("gives axe nothing to find on any console page", { timeout: 120_000 }, async () => {
      const { page, context, server } = e2e;
      await page.setViewportSize(viewport);
      await page.goto("/staff/login");
      await page.getByRole("heading", { name: texts.signIn.title, level: 1 }).waitFor();
      await expectNoAxeViolations(page);
      // The sign-in's own messages.
      await page.getByRole("button", { name: texts.signIn.submit }).click();
      await expectNoAxeViolations(page);

      await staffInBrowser(server, context, "manager");
      await page.goto(`/staff?status=submitted&q=${family}`);
      await expect.poll(() => dataRows(page).count()).toBe(2);
      await expectNoAxeViolations(page);
      const noSideways = () => page.evaluate(() => [document.documentElement, document.querySelector(".page-scroll")].every((box) => box !== null && box.scrollWidth <= box.clientWidth));
      expect(await noSideways()).toBe(true);

      await page.goto(`/staff/applications/${wanted.id}`);
      await page.getByRole("heading", { name: wanted.name, level: 1 }).waitFor();
      await page.getByRole("heading", { name: texts.application.printView, level: 2 }).waitFor();
      await page.locator(".staff-print .service__page").first().waitFor();
      await expect.poll(async () => (await renderEverySection(page), page.locator(".staff-print").innerText())).toContain(family);
      await page.getByRole("region", { name: texts.application.audit, exact: true }).getByRole("table").waitFor();
      await expectNoAxeViolations(page);
      expect(await noSideways()).toBe(true);
      await page.getByRole("button", { name: texts.revoke.button }).click();
      await page.getByRole("alertdialog", { name: texts.revoke.title }).waitFor();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
    });
  });
});
