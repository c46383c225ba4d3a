import { describe, expect, it } from "vitest";
import { messages } from "../../engine/index.ts";
import { pageTitle } from "../../stories/fixtures/formText.ts";
import { expectNoAxeViolations } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { studentInBrowser } from "./support/student.ts";
import { firstPageId, firstPath } from "../support/formPaths.ts";
import { words } from "../../stories/fixtures/words.ts";

const e2e = useBrowser("e2e-inactivity");

const warningTitle = "Are you still there?";

/** A logged-in student on the first page with the page's clock under the test's control. */
async function idleStudent(): Promise<void> {
  const { page, context, server } = e2e;
  await page.clock.install();
  await studentInBrowser(server, context);
  await page.goto(firstPath);
  await page.getByRole("heading", { name: pageTitle(firstPageId), level: 1 }).waitFor();
}

const warning = () => e2e.page.getByRole("alertdialog", { name: warningTitle });

async function expectLoggedOutForInactivity(): Promise<void> {
  const { page } = e2e;
  await page.waitForURL("**/login");
  await page.getByRole("alert").getByText(messages.inactivityLogout).waitFor();
  // The session is over on the server too, and the page forgot it: a reload stays logged out.
  await page.reload();
  await page.getByRole("heading", { name: words.account.login.title, level: 1 }).waitFor();
  expect(await page.evaluate(() => document.cookie)).not.toContain("logged_in=1");
  await expectNoAxeViolations(page);
}

describe("inactivity while logged in", () => {
  it("warns a minute before the end, then logs out after 15 idle minutes with the inactivity message", async () => {
    await idleStudent();
    await e2e.page.clock.fastForward("13:30");
    expect(await warning().count()).toBe(0);
    await e2e.page.clock.fastForward("00:40");
    await warning().waitFor();
    await e2e.page.clock.fastForward("01:00");
    await expectLoggedOutForInactivity();
  });

  it("keeps the student logged in who chooses Continue, and warns again after another 14 idle minutes", async () => {
    const { page } = e2e;
    await idleStudent();
    await page.clock.fastForward("14:00");
    await warning().getByRole("button", { name: "Continue" }).click();
    await warning().waitFor({ state: "detached" });
    await page.clock.fastForward("13:30");
    expect(await warning().count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(firstPath);
    await page.clock.fastForward("00:40");
    await warning().waitFor();
  });

  it("logs out the student who chooses Log Out in the warning", async () => {
    const { page } = e2e;
    await idleStudent();
    await page.clock.fastForward("14:00");
    await warning().getByRole("button", { name: words.accountPanel.logOut }).click();
    await page.waitForURL("**/login");
    await page.getByText("You have been logged out.").waitFor();
  });

  it("counts typing as activity: the warning waits for 14 minutes after the last key", async () => {
    const { page } = e2e;
    await idleStudent();
    await page.clock.fastForward("10:00");
    await page.locator("#first_name").pressSequentially("Ada");
    await page.clock.fastForward("10:00");
    expect(await warning().count()).toBe(0);
    await page.clock.fastForward("04:10");
    await warning().waitFor();
  });

  it("logs out a student who comes back to a tab left idle for 15 minutes", async () => {
    const { page } = e2e;
    await idleStudent();
    // The tab's timers did not run meanwhile (a background tab's may not): only the time moved on.
    await page.clock.setSystemTime(Date.now() + 16 * 60 * 1000);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expectLoggedOutForInactivity();
  });
});
