/**
 * A press that sends, sends once while its sending is on its way (app/ui/useOneAtATime.ts). Two
 * presses in one task, as a double press on a busy machine gives, or the presses a prerendered
 * page kept until takeover: a guard read from the last render let both through, and a second
 * login counted against the lockout, a second sign-up was refused as a duplicate, a second submit
 * found the application closed.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { cardErrorTitle, messages } from "../../engine/index.ts";
import { pageTitle } from "../../stories/fixtures/formText.ts";
import { realForm } from "../../stories/fixtures/forms.ts";
import { completeApplication as complete } from "../support/completeApplication.ts";
import { firstPath } from "../support/formPaths.ts";
import { saveWithEntries } from "../server/helpers/entries.ts";
import { goodPassword, newUsername } from "../server/helpers/students.ts";
import { takenOver } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { studentClientInBrowser, studentInBrowser, toastTitled } from "./support/student.ts";
import { words } from "../../stories/fixtures/words.ts";

const e2e = useBrowser("e2e-one-press");

/** The requests of `method` to `path` the page sends from now on. */
function requestsTo(page: Page, method: string, path: string): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) sent.push(request.url());
  });
  return sent;
}

/** Presses the button twice in one task, as react-aria takes a click with no pointer before it. */
async function pressTwiceAtOnce(page: Page, name: string): Promise<void> {
  const button = page.getByRole("button", { name, exact: true });
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}

describe("two presses in one task send once", () => {
  it("Log In: one login, one refusal", async () => {
    const { page } = e2e;
    const logins = requestsTo(page, "POST", "/public/login");
    await page.goto("/login");
    await takenOver(page);
    await page.getByLabel(words.account.fields.username).fill("nobody@example.edu");
    await page.getByLabel(words.account.fields.password, { exact: true }).fill("wrong password");
    await pressTwiceAtOnce(page, words.account.login.submit);
    const refusal = toastTitled(page, cardErrorTitle("login", words));
    await refusal.first().waitFor();
    expect(logins).toHaveLength(1);
    expect(await refusal.count()).toBe(1);
  });

  it("Create Account: one sign-up, and the student reaches /confirm with no error", async () => {
    const { page } = e2e;
    const signups = requestsTo(page, "POST", "/public/signup");
    await page.goto("/signup");
    await takenOver(page);
    await page.getByLabel(words.account.fields.username).fill(newUsername("double"));
    await page.getByLabel(words.account.fields.password, { exact: true }).fill(goodPassword);
    await pressTwiceAtOnce(page, words.account.signup.submit);
    await page.waitForURL("**/confirm");
    expect(signups).toHaveLength(1);
    expect(await page.getByRole("alertdialog").count()).toBe(0);
  });

  it("Save and Continue: one save, and the next page", async () => {
    const { page, server, context } = e2e;
    await studentInBrowser(server, context);
    const [first, second] = realForm.pages.map((p) => p.id);
    await page.goto(firstPath);
    await page.getByRole("heading", { name: pageTitle(first ?? ""), level: 1 }).waitFor();
    const saves = requestsTo(page, "PUT", "/api/answer");
    await pressTwiceAtOnce(page, words.form.saveAndContinue);
    await page.getByRole("heading", { name: pageTitle(second ?? ""), level: 1 }).waitFor();
    expect(saves).toHaveLength(1);
  });

  it("Submit: one submission, and the completion page with no error", { timeout: 120_000 }, async () => {
    const { page, server, context } = e2e;
    const { client } = await studentClientInBrowser(server, context);
    // The complete application without the uploaded transcript (uploads have tests of their own).
    const answers = Object.fromEntries(Object.entries(complete).filter(([key]) => key !== "college_transcript_upload"));
    expect((await saveWithEntries(client, answers)).status).toBe(200);
    const last = realForm.pages.at(-1)?.id ?? "";
    await page.goto(`/${last}`);
    await page.getByRole("heading", { name: pageTitle(last), level: 1 }).waitFor();
    const submissions = requestsTo(page, "POST", "/api/submit");
    await pressTwiceAtOnce(page, words.form.submit);
    await page.waitForURL("**/completion");
    await toastTitled(page, messages.successToastLabel).getByText(messages.submitted).waitFor();
    expect(submissions).toHaveLength(1);
    expect(await page.getByRole("alertdialog", { name: messages.dialogDefaultTitle }).count()).toBe(0);
  });
});
