/** An error toast says what went wrong until that stops being true. */
import { describe, expect, it } from "vitest";
import { cardErrorTitle, messages } from "../../engine/index.ts";
import { goodPassword } from "../server/helpers/students.ts";
import { pageTitle } from "../../stories/fixtures/formText.ts";
import { useBrowser } from "./support/session.ts";
import { confirmedStudent, studentInBrowser, toastTitled } from "./support/student.ts";
import { firstPageId, firstPath } from "../support/formPaths.ts";
import { words } from "../../stories/fixtures/words.ts";

const e2e = useBrowser("e2e-toast-lifetime");

const refusal = (message: string) => ({ status: 500, contentType: "application/json", body: JSON.stringify({ message }) });

async function logIn(username: string, password: string): Promise<void> {
  const { page } = e2e;
  await page.getByLabel(words.account.fields.username).fill(username);
  await page.getByLabel(words.account.fields.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: words.account.login.submit }).click();
}

describe("error toasts", () => {
  it("finding 4: a login error closes once the login succeeds", async () => {
    const { page, server } = e2e;
    const username = await confirmedStudent(server);
    await page.goto("/login");
    await logIn(username, "not the password");
    await toastTitled(page, cardErrorTitle("login", words)).waitFor();
    await logIn(username, goodPassword);
    await toastTitled(page, messages.successToastLabel).getByText(words.notices.loggedIn).waitFor();
    expect(await toastTitled(page, cardErrorTitle("login", words)).count()).toBe(0);
  });

  it("finding 4: 'Your answers were not saved' closes once a save succeeds", async () => {
    const { page, context, server } = e2e;
    await studentInBrowser(server, context);
    await page.goto(firstPath);
    await page.getByRole("heading", { name: pageTitle(firstPageId), level: 1 }).waitFor();
    await page.route("**/api/answer", (route) => route.fulfill(refusal("The database is resting.")));
    await page.getByRole("button", { name: words.form.saveAndContinue }).click();
    await toastTitled(page, words.toasts.saveError).getByText("The database is resting.").waitFor();
    await page.unroute("**/api/answer");
    await page.getByRole("button", { name: words.form.saveAndContinue }).click();
    await page.getByRole("heading", { name: pageTitle("education"), level: 1 }).waitFor();
    await toastTitled(page, messages.successToastLabel).waitFor();
    expect(await toastTitled(page, words.toasts.saveError).count()).toBe(0);
  });

  it("finding 4: an error closes when the student goes to another page", async () => {
    const { page } = e2e;
    await page.route("**/public/forgot-password", (route) => route.fulfill(refusal("The mail server is resting.")));
    await page.goto("/forgot");
    await page.getByLabel(words.account.fields.username).fill("student@example.edu");
    await page.getByRole("button", { name: words.account.forgot.submit }).click();
    await toastTitled(page, cardErrorTitle("forgot", words)).waitFor();
    await page.getByRole("link", { name: words.account.signup.loginLink }).click();
    await page.getByRole("heading", { name: words.account.login.title, level: 1 }).waitFor();
    await toastTitled(page, cardErrorTitle("forgot", words)).waitFor({ state: "detached" });
  });

  it("finding 4: an error closes when the same action then succeeds on the same page", async () => {
    const { page } = e2e;
    await page.route("**/public/forgot-password", (route) => route.fulfill(refusal("The mail server is resting.")), { times: 1 });
    await page.goto("/forgot");
    await page.getByLabel(words.account.fields.username).fill("student@example.edu");
    await page.getByRole("button", { name: words.account.forgot.submit }).click();
    await toastTitled(page, cardErrorTitle("forgot", words)).waitFor();
    await page.getByRole("button", { name: words.account.forgot.submit }).click();
    await toastTitled(page, messages.successToastLabel).waitFor();
    expect(await toastTitled(page, cardErrorTitle("forgot", words)).count()).toBe(0);
  });

  it("keeps an error that comes with the move to a page: the answers a login could not save", async () => {
    const { page, server } = e2e;
    const username = await confirmedStudent(server);
    await page.goto(firstPath);
    await page.locator("#first_name").fill("Katherine");
    await page.getByRole("button", { name: words.accountPanel.account }).click();
    await page.getByRole("dialog", { name: words.accountPanel.account }).getByRole("link", { name: words.accountPanel.signIn }).click();
    await page.route("**/api/answer", (route) => route.fulfill(refusal("The database is resting.")));
    await logIn(username, goodPassword);
    await page.getByRole("heading", { name: pageTitle(firstPageId), level: 1 }).waitFor();
    await toastTitled(page, messages.successToastLabel).waitFor();
    await toastTitled(page, messages.dialogDefaultTitle).getByText("The database is resting.").waitFor();
  });
});
