import { describe, expect, it } from "vitest";
import { messages } from "../../engine/index.ts";
import { optionLabel, repeatGroup } from "../../stories/fixtures/formText.ts";
import { codeIn, resetLinkIn } from "../server/helpers/mailbox.ts";
import { goodPassword, newUsername } from "../server/helpers/students.ts";
import { expectNoAxeViolations, takenOver } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { confirmedStudent, logInThroughPage, toastTitled } from "./support/student.ts";
import { firstPath } from "../support/formPaths.ts";
import { words } from "../../stories/fixtures/words.ts";

const e2e = useBrowser("e2e-journey");

// A reloaded app, or the first page after login, shows the answers only once it has loaded and
// read them: seconds on a busy machine, where expect.poll's default deadline of one second passes
// first. The tests' own 60 s limit still bounds a page that never shows them.
const untilLoaded = { timeout: 30_000 };

describe("a student's way into an account", () => {
  it("keeps a visitor's answers through sign-up, confirmation and login, and saves them into the account", async () => {
    const { page, server } = e2e;
    const username = newUsername("visitor");
    await page.goto(firstPath);
    await page.locator("#first_name").fill("Ada");
    await page.locator("#last_name").fill("Lovelace");
    await page.getByText(optionLabel("student_app_type", "2"), { exact: true }).click();
    // What is typed before the app has taken the page over is the app's once it has (prerender.test.ts);
    // the browser keeps it when the page is left after that, not before.
    await takenOver(page);
    await page.reload();
    await expect.poll(() => page.locator("#first_name").inputValue(), untilLoaded).toBe("Ada");

    await page.getByRole("button", { name: words.accountPanel.account }).click();
    await page.getByRole("link", { name: words.accountPanel.createAccount }).click();
    await page.waitForURL("**/signup");
    await page.getByLabel(words.account.fields.username).fill(username);
    await page.getByLabel(words.account.fields.password, { exact: true }).fill(goodPassword);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: words.account.signup.submit }).click();

    await page.waitForURL("**/confirm");
    await page.getByText(words.notices.signedUp).waitFor();
    expect(await page.getByLabel(words.account.fields.username).inputValue()).toBe(username);
    await expectNoAxeViolations(page);
    await page.getByLabel(words.account.fields.code).fill(codeIn(await server.mailbox.next(username)));
    await page.getByRole("button", { name: words.account.confirm.submit }).click();

    await page.waitForURL("**/login");
    await page.getByText(words.notices.confirmed).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel(words.account.fields.username).fill(username);
    await page.getByLabel(words.account.fields.password, { exact: true }).fill(goodPassword);
    await page.getByRole("button", { name: words.account.login.submit }).click();

    await page.waitForURL(`**${firstPath}`);
    await toastTitled(page, messages.successToastLabel).getByText(words.notices.loggedIn).waitFor();
    await expect.poll(() => page.locator("#first_name").inputValue(), untilLoaded).toBe("Ada");
    const { rows } = await server.db.query<{ answers: Record<string, unknown> }>(
      "SELECT p.answers FROM applications p JOIN accounts a ON a.id = p.account_id WHERE a.username = $1",
      [username],
    );
    expect(rows[0]?.answers).toMatchObject({ first_name: "Ada", last_name: "Lovelace", student_app_type: "2" });
    // Saved into the account, the answers leave the browser's storage.
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  });

  it("resets a forgotten password through the mailed link, then logs in with the new one", async () => {
    const { page, server } = e2e;
    const username = await confirmedStudent(server);
    const newPassword = "Another-Good-Passw0rd";
    await page.goto("/login");
    await page.getByRole("link", { name: words.account.login.forgotLink }).click();
    await page.waitForURL("**/forgot");
    await page.getByLabel(words.account.fields.username).fill(username);
    await page.getByRole("button", { name: words.account.forgot.submit }).click();
    await toastTitled(page, messages.successToastLabel).getByText(words.notices.resetMailed).waitFor();
    await expectNoAxeViolations(page);

    const link = resetLinkIn(await server.mailbox.next(username));
    expect(link.origin).toBe(server.url);
    await page.goto(link.pathname + link.search);
    expect(await page.getByLabel(words.account.fields.username).inputValue()).toBe(username);
    await page.getByLabel(words.account.fields.password, { exact: true }).fill(newPassword);
    await page.getByLabel(words.account.fields.confirmPassword).fill(newPassword);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: words.account.reset.submit }).click();

    await page.waitForURL("**/login");
    await page.getByText(words.notices.passwordReset).waitFor();
    await logInThroughPage(page, username, newPassword);
  });

  describe("a session the server ended", () => {
    const endSessions = (username: string) =>
      e2e.server.db.query("DELETE FROM sessions s USING accounts a WHERE a.id = s.account_id AND a.username = $1", [username]);

    it("sends the student to /login with the session-invalid message when the page loads", async () => {
      const { page, server } = e2e;
      const username = await confirmedStudent(server);
      await logInThroughPage(page, username, goodPassword);
      await endSessions(username);
      await page.reload();
      await page.waitForURL("**/login");
      await page.getByRole("alert").getByText(messages.sessionInvalid).waitFor();
      await expectNoAxeViolations(page);
    });

    it("sends the student to /login with the session-invalid message at the next call, forgetting the answers shown", async () => {
      const { page, server } = e2e;
      const username = await confirmedStudent(server);
      await logInThroughPage(page, username, goodPassword);
      await page.locator("#first_name").fill("Grace");
      await endSessions(username);
      await page.getByRole("button", { name: repeatGroup("parent").addLabel, exact: true }).click();
      await page.waitForURL("**/login");
      await page.getByRole("alert").getByText(messages.sessionInvalid).waitFor();
      await page.goto(firstPath);
      expect(await page.locator("#first_name").inputValue()).toBe("");
    });
  });
});
