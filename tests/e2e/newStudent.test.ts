/**
 * What a new student trips over, through the built app and the real server: a refused upload
 * says why (finding 6), an entry added by mistake can be removed (finding 9), and what was typed
 * on a page survives a session that ended without the student (finding 11).
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { messages, removeEntryQuestion, uploadError } from "../../engine/index.ts";
import { rejections } from "../../server/documents/convert/index.ts";
import { pageTitle, question, repeatGroup } from "../../stories/fixtures/formText.ts";
import { goodPassword } from "../server/helpers/students.ts";
import { expectNoAxeViolations } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { confirmedStudent, logInThroughPage, studentInBrowser } from "./support/student.ts";
import { firstPageId, firstPath } from "../support/formPaths.ts";
import { words } from "../../stories/fixtures/words.ts";

const dataDir = mkdtempSync(join(tmpdir(), "e2e-new-student-"));
const e2e = useBrowser("e2e-new-student", { dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The answers the server holds for a student. */
async function storedAnswers(username: string): Promise<Record<string, unknown>> {
  const { rows } = await e2e.server.db.query<{ answers: Record<string, unknown>; add_another: Record<string, number> }>(
    "SELECT p.answers, p.add_another FROM applications p JOIN accounts a ON a.id = p.account_id WHERE a.username = $1",
    [username],
  );
  return { ...rows[0]!.answers, add_another: rows[0]!.add_another };
}

/** The browser's local storage entries that keep a student's unsaved answers. */
const keptEntries = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("transfer-application.unsaved.")));

const openAbout = async (page: Page) => {
  await page.goto(firstPath);
  await page.getByRole("heading", { name: pageTitle(firstPageId), level: 1 }).waitFor();
};

describe("a refused upload", () => {
  it("finding 6: a text file named transcript.png says under the question that it is not a real PNG image", async () => {
    const { page, context, server } = e2e;
    await studentInBrowser(server, context);
    await page.goto("/education");
    await page.getByRole("heading", { name: pageTitle("education"), level: 1 }).waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: "transcript.png", mimeType: "image/png", buffer: Buffer.from("just some text, no image") });
    await page.getByRole("alert").getByText(rejections.notPng.message).waitFor();
    // The spec's toast stays beside it.
    await page.getByText(uploadError(question("college_transcript_upload").label, words)).waitFor();
    await expectNoAxeViolations(page);
  });
});

describe("removing an entry", () => {
  it("finding 9: removing parent 2 on its page removes it on the server too", async () => {
    const { page, context, server } = e2e;
    const username = await studentInBrowser(server, context);
    const parent = repeatGroup("parent");
    await openAbout(page);
    await page.locator("#parent_first_name").fill("Laura");
    await page.getByRole("button", { name: parent.addLabel, exact: true }).click();
    await page.locator("#parent_2_first_name").fill("Daniel");
    await page.getByRole("button", { name: `Remove ${parent.itemLabel(2)}` }).click();
    const dialog = page.getByRole("alertdialog", { name: removeEntryQuestion(parent.itemLabel(2), "Daniel", words) });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Remove" }).click();
    await page.getByRole("region", { name: parent.itemLabel(2), exact: true }).waitFor({ state: "detached" });
    await expect.poll(async () => (await storedAnswers(username)).add_another).toEqual({ parent: 1 });
    await page.getByRole("button", { name: words.form.saveAndContinue }).click();
    await page.waitForURL("**/education");
    const stored = await storedAnswers(username);
    expect(stored).toMatchObject({ parent_first_name: "Laura" });
    expect(stored.parent_2_first_name ?? "").toBe("");
  });
});

describe("answers typed when a session ends", () => {
  const endSessions = (username: string) =>
    e2e.server.db.query("DELETE FROM sessions s USING accounts a WHERE a.id = s.account_id AND a.username = $1", [username]);

  it("finding 11: what a student typed survives a session the server ended, comes back after logging in again and is saved with the next save", async () => {
    const { page, server } = e2e;
    const username = await confirmedStudent(server);
    await logInThroughPage(page, username, goodPassword);
    await page.locator("#first_name").fill("Grace");
    await endSessions(username);
    await page.getByRole("button", { name: repeatGroup("parent").addLabel, exact: true }).click();
    await page.waitForURL("**/login");
    await page.getByRole("alert").getByText(messages.sessionInvalid).waitFor();
    // Logged out, the page shows nothing of the student's.
    await openAbout(page);
    expect(await page.locator("#first_name").inputValue()).toBe("");

    await logInThroughPage(page, username, goodPassword);
    expect(await page.locator("#first_name").inputValue()).toBe("Grace");
    await page.getByRole("button", { name: words.form.saveAndContinue }).click();
    await page.waitForURL("**/education");
    expect(await storedAnswers(username)).toMatchObject({ first_name: "Grace" });
    // Saved, the browser keeps no copy.
    expect(await keptEntries(page)).toEqual([]);
  });

  it("finding 11: answers kept over an idle logout are never shown to another account, and the student's own logout removes them", async () => {
    const { page, server } = e2e;
    const [ada, bea] = [await confirmedStudent(server), await confirmedStudent(server)];
    await page.clock.install();
    await logInThroughPage(page, ada, goodPassword);
    await page.locator("#first_name").fill("Ada");
    await page.clock.fastForward("15:10");
    await page.waitForURL("**/login");
    await page.getByRole("alert").getByText(messages.inactivityLogout).waitFor();

    await logInThroughPage(page, bea, goodPassword);
    expect(await page.locator("#first_name").inputValue()).toBe("");
    await page.getByRole("button", { name: words.accountPanel.account }).click();
    await page.getByRole("dialog", { name: words.accountPanel.account }).getByRole("button", { name: words.accountPanel.logOut }).click();
    await page.waitForURL("**/login");

    await logInThroughPage(page, ada, goodPassword);
    expect(await page.locator("#first_name").inputValue()).toBe("Ada");
    expect(await keptEntries(page)).toHaveLength(1);
    await page.getByRole("button", { name: words.accountPanel.account }).click();
    await page.getByRole("dialog", { name: words.accountPanel.account }).getByRole("button", { name: words.accountPanel.logOut }).click();
    await page.waitForURL("**/login");
    expect(await keptEntries(page)).toEqual([]);
    expect((await storedAnswers(ada)).first_name ?? "").toBe("");
  });
});
