import { describe, expect, it } from "vitest";
import { messages } from "../../engine/index.ts";
import { shownDialog } from "../../app/layout/footerText.ts";
import { partnerSettings } from "../../schema/index.ts";
import { realForm } from "../../stories/fixtures/forms.ts";
import { pageTitle } from "../../stories/fixtures/formText.ts";
import { expectNoAxeViolations } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { refusedLogin, studentInBrowser, toastTitled } from "./support/student.ts";
import { firstPageId, firstPath, pathOf } from "../support/formPaths.ts";
import { words } from "../../stories/fixtures/words.ts";

const e2e = useBrowser("e2e-shell");

const path = () => {
  const url = new URL(e2e.page.url());
  return url.pathname + url.search;
};

describe("routes", () => {
  it.each([
    ["/", firstPath],
    ["/nowhere/at/all?token=abc&x=1", `${firstPath}?token=abc&x=1`],
    ["/completion", firstPath],
  ])("sends %s to %s", async (from, to) => {
    await e2e.page.goto(from);
    await e2e.page.getByRole("heading", { name: pageTitle(firstPageId), level: 1 }).waitFor();
    expect(path()).toBe(to);
  });

  it.each(["first_name", "entry_term", "grant_counselor_agree"].map((key) => [pathOf(key).slice(1), key]))("renders the schema's page %s inside the shell", async (id, key) => {
    const { page } = e2e;
    await page.goto(`/${id}`);
    await page.getByRole("heading", { name: pageTitle(id), level: 1 }).waitFor();
    await page.locator(`[id="${key}"]`).waitFor({ state: "attached" });
    await page.getByRole("banner").getByRole("button", { name: words.accountPanel.account }).waitFor();
    await page.getByRole("contentinfo").getByRole("button", { name: "Help" }).waitFor();
    await expectNoAxeViolations(page);
  });

  it("replaces the history entry on navigation and moves focus to the new page's heading", async () => {
    const { page } = e2e;
    await page.goto("/login");
    await page.getByRole("heading", { name: words.account.login.title, level: 1 }).waitFor();
    const entries = await page.evaluate(() => history.length);
    await page.getByRole("link", { name: words.accountPanel.createAccount }).click();
    await page.getByRole("heading", { name: words.account.signup.title, level: 1 }).waitFor();
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Create Account");
    expect(await page.title()).toBe(`Create Account | ${partnerSettings.applicationTitle}`);
  });

  it("shows the header, then the step links, with the loading spinner in place of the page while the form's code and the profile load", async () => {
    const { page, context, server } = e2e;
    await studentInBrowser(server, context);
    // Held until the test lets each go: the form's code (its chunk), then the student's answers.
    const hold = () => {
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      return { held, release };
    };
    const code = hold();
    const profile = hold();
    await page.route("**/assets/formPart-*.js", async (route) => {
      await code.held;
      await route.continue();
    });
    await page.route("**/api/profile", async (route) => {
      await profile.held;
      await route.continue();
    });
    await page.goto(firstPath);
    // No full-screen cover at any point: the header is there while the form's code is on its way.
    await page.getByRole("status").getByText("loading spinner").waitFor();
    await page.getByRole("banner").waitFor();
    expect(await page.locator(".loading-screen").count()).toBe(0);
    code.release();
    await page.getByRole("navigation", { name: "Application steps" }).getByRole("link", { name: pageTitle(realForm.pages[1]!.id) }).waitFor();
    expect(await page.locator(".loading-screen").count()).toBe(0);
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(0);
    profile.release();
    await page.getByRole("heading", { name: pageTitle(firstPageId), level: 1 }).waitFor();
    expect(await page.getByText("loading spinner").count()).toBe(0);
  });

  it("shows the root error screen when the profile cannot be loaded", async () => {
    const { page, context, server } = e2e;
    await context.addCookies([{ name: "logged_in", value: "1", url: server.url }]);
    // Only the profile fails: the other call of the form pages answers as for a student.
    await page.route("**/api/add-another", (route) => route.fulfill({ status: 200, contentType: "application/json", body: "{}" }));
    await page.route("**/api/profile", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "boom" }) }));
    await page.goto(firstPath);
    await page.getByRole("heading", { name: messages.rootErrorTitle }).waitFor();
    await page.getByText(messages.rootErrorText).waitFor();
  });
});

describe("the header and footer", () => {
  it("offers a visitor Sign In and Create Account, both carrying the answers typed so far", async () => {
    const { page } = e2e;
    await page.goto(firstPath);
    await page.locator("#first_name").fill("Katherine");
    await page.getByRole("button", { name: words.accountPanel.account }).click();
    const popover = page.getByRole("dialog", { name: words.accountPanel.account });
    await popover.getByRole("link", { name: words.accountPanel.signIn }).click();
    await page.waitForURL("**/login");
    expect(await page.evaluate(() => (history.state as { usr?: { answers?: Record<string, string> } }).usr?.answers)).toEqual({ first_name: "Katherine" });
  });

  it("shows a logged-in student their username, and Log Out forgets everything and goes to /login", async () => {
    const { page, context, server } = e2e;
    const username = await studentInBrowser(server, context);
    await page.goto(firstPath);
    await page.locator("#first_name").fill("Dorothy");
    await page.getByRole("button", { name: words.accountPanel.account }).click();
    const popover = page.getByRole("dialog", { name: words.accountPanel.account });
    await popover.getByText(username).waitFor();
    await popover.getByRole("button", { name: words.accountPanel.logOut }).click();
    await page.waitForURL("**/login");
    await page.getByText("You have been logged out.").waitFor();
    await page.goto(firstPath);
    expect(await page.locator("#first_name").inputValue()).toBe("");
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  });

  it("shows a logout the server fails in the 'Unexpected Error' dialog, and closing it brings the account button back", async () => {
    const { page, context, server } = e2e;
    await studentInBrowser(server, context);
    await page.route("**/api/logout", (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "The server is not ready." }) }));
    await page.goto(firstPath);
    // The header shows while the page loads; the account menu is used on the loaded page.
    await page.getByRole("heading", { name: pageTitle(firstPageId), level: 1 }).waitFor();
    await page.getByRole("button", { name: words.accountPanel.account }).click();
    await page.getByRole("button", { name: words.accountPanel.logOut }).click();
    const dialog = page.getByRole("dialog", { name: messages.unexpectedErrorDialog });
    await dialog.getByText("The server is not ready.").waitFor();
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await page.getByRole("button", { name: words.accountPanel.account }).waitFor();
  });

  // Each dialog of schema/footer.json, by its title, showing the heading of its first section.
  it.each((["help", "privacy"] as const).map((name) => shownDialog(name)).map((dialog) => [dialog.title, dialog.sections[0]?.heading ?? ""]))("opens the %s dialog from the footer and returns focus to its button on close", async (name, text) => {
    const { page } = e2e;
    await page.goto("/login");
    await page.getByRole("button", { name, exact: true }).click();
    const dialog = page.getByRole("dialog", { name });
    await dialog.getByText(text, { exact: false }).first().waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(name);
  });
});

describe("toasts", () => {
  /** A success toast, from asking for a reset link. */
  async function successToast() {
    const { page } = e2e;
    await page.goto("/forgot");
    await page.getByLabel(words.account.fields.username).fill("student@example.edu");
    await page.getByRole("button", { name: words.account.forgot.submit }).click();
    const toast = toastTitled(page, messages.successToastLabel);
    await toast.waitFor();
    return toast;
  }

  it("labels a success toast 'Success Notification' and closes it after 5 seconds", async () => {
    const { page } = e2e;
    await page.clock.install();
    const toast = await successToast();
    await page.clock.fastForward(5100);
    await toast.waitFor({ state: "detached" });
  });

  it("keeps an error toast for 5 minutes", async () => {
    const { page } = e2e;
    await page.clock.install();
    const toast = await refusedLogin(e2e.page);
    await page.clock.fastForward("04:50");
    expect(await toast.count()).toBe(1);
    await page.clock.fastForward("00:20");
    await toast.waitFor({ state: "detached" });
  });

  it("does not close a toast while the pointer rests on it", async () => {
    const { page } = e2e;
    await page.clock.install();
    const toast = await refusedLogin(e2e.page);
    await toast.hover();
    await page.clock.fastForward("05:10");
    expect(await toast.count()).toBe(1);
    await page.mouse.move(0, 0);
    await page.clock.fastForward("05:10");
    await toast.waitFor({ state: "detached" });
  });

  it("moves focus to the notifications with F8", async () => {
    const { page } = e2e;
    await refusedLogin(e2e.page);
    await page.getByLabel(words.account.fields.username).focus();
    await page.keyboard.press("F8");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("region");
  });

  it.each([
    [40, 1],
    [80, 0],
  ])("after a swipe of %i px to the right, %i toast remains", async (distance, remaining) => {
    const { page } = e2e;
    const toast = await refusedLogin(e2e.page);
    const box = await toast.boundingBox();
    if (!box) throw new Error("the toast has no box");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 20 + distance, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => toast.count()).toBe(remaining);
  });
});
