/**
 * Documents through the form, as a student attaches them: a Word transcript for the first college
 * and a screenshot for the second, each chosen in the file input, uploaded to storage, converted
 * by the server's worker and shown with its name and size; then the application PDF from the
 * page's link holds the student's name and, after the application's pages, the documents' pages.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { interpolate } from "../../engine/index.ts";
import { receiptTexts } from "../../schema/receipt.ts";
import { compact, pageTexts } from "../server/applicationPdf/pdfText.ts";
import { pageTitle, repeatGroup } from "../../stories/fixtures/formText.ts";
import { makeDocx, makePng } from "../server/documents/makeFiles.ts";
import { Client } from "../server/helpers/server.ts";
import { goodPassword } from "../server/helpers/students.ts";
import { expectNoAxeViolations, launchBrowser, openPage } from "./support/browser.ts";
import { type E2eServer, startServer } from "./support/server.ts";
import { confirmedStudent } from "./support/student.ts";

describe("documents attached through the form", () => {
  let server: E2eServer;
  let dataDir: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "e2e-uploads-"));
    server = await startServer("e2e-uploads", { dataDir, documentWorkers: 1 });
    browser = await launchBrowser();
    ({ context, page, problems } = await openPage(browser, server.url));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /**
   * Chooses a file in the page's file input and waits until its conversion is done and it shows.
   * A question holding a file shows it with Delete instead of an input, so the one input left is
   * the question still empty.
   */
  async function attach(name: string, mimeType: string, bytes: Uint8Array): Promise<void> {
    await expect.poll(() => page.locator('input[type="file"]').count()).toBe(1);
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer: Buffer.from(bytes) });
    await page.getByText(new RegExp(`^${name.replace(".", "\\.")} \\(`)).waitFor({ timeout: 90_000 });
  }

  it("converts a docx and a png, and the application PDF ends with their pages", { timeout: 240_000 }, async () => {
    const username = await confirmedStudent(server);
    const client = new Client(server.app, { origin: server.url });
    expect((await client.post("/public/login", { username, password: goodPassword })).status).toBe(200);
    expect((await client.put("/api/answer", { first_name: "Katherine", last_name: "Johnson" })).status).toBe(200);
    await context.addCookies([...client.jar].map(([name, value]) => ({ name, value, url: server.url, httpOnly: name !== "logged_in" })));

    await page.goto("/education");
    await page.getByRole("heading", { name: pageTitle("education"), level: 1 }).waitFor();
    await attach("transcript.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", makeDocx());
    await page.getByRole("button", { name: repeatGroup("college").addLabel, exact: true }).click();
    await attach("portal.png", "image/png", makePng(800, 600));
    await expectNoAxeViolations(page);

    const { rows } = await server.db.query<{ answers: Record<string, unknown> }>(
      "SELECT p.answers FROM applications p JOIN accounts a ON a.id = p.account_id WHERE a.username = $1",
      [username],
    );
    expect(rows[0]?.answers).toMatchObject({ college_transcript_upload: "ANSWERED", college_2_transcript_upload: "ANSWERED" });

    await page.getByRole("button", { name: "Make a PDF of your application" }).click();
    const link = page.getByRole("link", { name: /Download a PDF of your application/ });
    await link.waitFor({ timeout: 120_000 });
    const response = await page.request.get(new URL((await link.getAttribute("href")) ?? "", server.url).toString());
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const texts = (await pageTexts(new Uint8Array(await response.body()))).map(compact);

    // The last four pages are the documents in form order, each behind its separator page: the Word
    // transcript, then the screenshot (an image: its page holds the band's words alone).
    const [wordSeparator, word, imageSeparator, image] = texts.slice(-4);
    expect(wordSeparator).toContain(compact("transcript.docx"));
    expect(word).toContain("CalculusI");
    expect(imageSeparator).toContain(compact("portal.png"));
    expect(image).toBe(compact(`Katherine Johnson ${receiptTexts.status.draft} ${interpolate(receiptTexts.pdf.page, { page: texts.length, pages: texts.length })}`));
    const applicationPages = texts.slice(0, -4);
    expect(applicationPages.length).toBeGreaterThan(0);
    expect(applicationPages[0]).toContain("KatherineJohnson");
    expect(applicationPages.join(" ")).not.toContain("CalculusI");
    expect(problems).toEqual([]);
  });
});
