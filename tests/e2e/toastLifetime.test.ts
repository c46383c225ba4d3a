/** An error toast says what went wrong until that stops being true. */
import { describe, expect, it } from "vitest";
import { words } from "../support/words.ts";
import { cardErrorTitle, messages } from "../../engine/index.ts";
import { goodPassword } from "../server/helpers/students.ts";
import { pageTitle } from "../../stories/fixtures/formText.ts";
import { useBrowser } from "./support/session.ts";
import { confirmedStudent, studentInBrowser, toastTitled } from "./support/student.ts";
import { firstPageId, firstPath } from "../support/formPaths.ts";

const e2e = useBrowser("e2e-toast-lifetime");

const refusal = (message: string) => ({ status: 500, contentType: "application/json", body: JSON.stringify({ message }) });

async function logIn(username: string, password: string): Promise<void> {
  const { page } = e2e;
  await page.getByLabel("Email Address").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

describe("error toasts", () => {
  it("finding 4: a login error closes once the login succeeds", async () => {
    const { page, server } = e2e;
    const username = await confirmedStudent(server);
    await page.goto("/login");
    await logIn(username, "not the password");
    await toastTitled(page, cardErrorTitle("login")).waitFor();
    await logIn(username, goodPassword);
    await toastTitled(page, messages.successToastLabel).getByText("You are logged in.").waitFor();
    expect(await toastTitled(page, cardErrorTitle("login")).count()).toBe(0);
  });

  it("finding 4: 'Your answers were not saved' closes once a save succeeds", async () => {
    const { page, context, server } = e2e;
    await studentInBrowser(server, context);
    await page.goto(firstPath);
    await page.getByRole("heading", { name: pageTitle(firstPageId), level: 1 }).waitFor();
    await page.route("**/api/answer", (route) => route.fulfill(refusal("The database is resting.")));
    await page.getByRole("button", { name: "Save and Continue" }).click();
    await toastTitled(page, words.toasts.saveError).getByText("The database is resting.").waitFor();
    await page.unroute("**/api/answer");
    await page.getByRole("button", { name: "Save and Continue" }).click();
    await page.getByRole("heading", { name: pageTitle("education"), level: 1 }).waitFor();
    await toastTitled(page, messages.successToastLabel).waitFor();
    expect(await toastTitled(page, words.toasts.saveError).count()).toBe(0);
  });

  it("finding 4: an error closes when the student goes to another page", async () => {
    const { page } = e2e;
    await page.route("**/public/forgot-password", (route) => route.fulfill(refusal("The mail server is resting.")));
    await page.goto("/forgot");
    await page.getByLabel("Email Address").fill("student@example.edu");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await toastTitled(page, cardErrorTitle("forgot")).waitFor();
    await page.getByRole("link", { name: "Log In" }).click();
    await page.getByRole("heading", { name: "Log In", level: 1 }).waitFor();
    await toastTitled(page, cardErrorTitle("forgot")).waitFor({ state: "detached" });
  });

  it("finding 4: an error closes when the same action then succeeds on the same page", async () => {
    const { page } = e2e;
    await page.route("**/public/forgot-password", (route) => route.fulfill(refusal("The mail server is resting.")), { times: 1 });
    await page.goto("/forgot");
    await page.getByLabel("Email Address").fill("student@example.edu");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await toastTitled(page, cardErrorTitle("forgot")).waitFor();
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await toastTitled(page, messages.successToastLabel).waitFor();
    expect(await toastTitled(page, cardErrorTitle("forgot")).count()).toBe(0);
  });

  it("keeps an error that comes with the move to a page: the answers a login could not save", async () => {
    const { page, server } = e2e;
    const username = await confirmedStudent(server);
    await page.goto(firstPath);
    await page.locator("#first_name").fill("Katherine");
    await page.getByRole("button", { name: "Account" }).click();
    await page.getByRole("dialog", { name: "Account" }).getByRole("link", { name: "Sign In" }).click();
    await page.route("**/api/answer", (route) => route.fulfill(refusal("The database is resting.")));
    await logIn(username, goodPassword);
    await page.getByRole("heading", { name: pageTitle(firstPageId), level: 1 }).waitFor();
    await toastTitled(page, messages.successToastLabel).waitFor();
    await toastTitled(page, messages.dialogDefaultTitle).getByText("The database is resting.").waitFor();
  });
});
