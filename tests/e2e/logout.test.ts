/** Logging out ends on /login with the server's message, from whichever page it starts. */
import { describe, expect, it } from "vitest";
import { pageIds } from "../../schema/generated/pageIds.ts";
import { pageTitle } from "../../stories/fixtures/formText.ts";
import { useBrowser } from "./support/session.ts";
import { studentInBrowser, submittedStudentInBrowser } from "./support/student.ts";
import { words } from "../../stories/fixtures/words.ts";

const e2e = useBrowser("e2e-logout");

/** Logs out through the Account popover and waits for the login page's message. */
async function logOut(): Promise<void> {
  const { page } = e2e;
  await page.getByRole("button", { name: words.accountPanel.account }).click();
  await page.getByRole("dialog", { name: words.accountPanel.account }).getByRole("button", { name: words.accountPanel.logOut }).click();
  await page.getByText(words.notices.loggedOut).waitFor();
}

describe("logging out", () => {
  it("finding 3: logging out from /completion ends on /login with the message", async () => {
    const { page, context, server } = e2e;
    await submittedStudentInBrowser(server, context);
    await page.goto("/completion");
    await page.getByRole("heading", { name: "Application Submitted", level: 1 }).waitFor();
    await logOut();
    await page.getByRole("heading", { name: words.account.login.title, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it.each(pageIds)("ends on /login with the message from /%s", async (id) => {
    const { page, context, server } = e2e;
    await studentInBrowser(server, context);
    await page.goto(`/${id}`);
    await page.getByRole("heading", { name: pageTitle(id), level: 1 }).waitFor();
    await logOut();
    expect(new URL(page.url()).pathname).toBe("/login");
  });
});
