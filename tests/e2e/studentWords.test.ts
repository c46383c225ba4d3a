/**
 * Words a new student trips over (issue 28), through the built app and the real server, at a
 * desktop's and a phone's width: the login page keeps the e-mail just confirmed (finding 3), the
 * validation summary says which step each item is on (finding 5), a message that is only the
 * label says what to do (finding 6), a visitor sent to sign up is told why (finding 7), and the
 * first question names the university as it is called (finding 11). Every word is read from the
 * schema, the rules or the partner settings.
 */
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, it } from "vitest";
import { compileForm, messages } from "../../engine/index.ts";
import { application, partnerSettings } from "../../schema/index.ts";
import { pageTitle, question } from "../../stories/fixtures/formText.ts";
import { codeIn } from "../server/helpers/mailbox.ts";
import { goodPassword, newUsername } from "../server/helpers/students.ts";
import { expectNoAxeViolations } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { validatingStudentThroughPage } from "./support/student.ts";
import { firstPath } from "../support/formPaths.ts";
import { words } from "../../stories/fixtures/words.ts";

const e2e = useBrowser("e2e-student-words");

const hints = compileForm(application).definition.rules.hints ?? {};

/** The field that holds the question writing `key`, with its label and messages. */
const fieldOf = (page: Page, key: string) => page.locator(".field").filter({ has: page.locator(`#${key}`) });

describe.each([1280, 390])("at %i px", (width) => {
  beforeEach(async () => {
    await e2e.page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
  });

  it("finding 3: the login page opens with the e-mail just signed up with and confirmed, which no address carries", async () => {
    const { page, server } = e2e;
    const username = newUsername("words");
    const addresses: string[] = [];
    page.on("request", (request) => addresses.push(request.url()));
    await page.goto("/signup");
    await page.getByLabel(words.account.fields.username).fill(username);
    await page.getByLabel(words.account.fields.password, { exact: true }).fill(goodPassword);
    await page.getByRole("button", { name: words.account.signup.submit }).click();
    await page.waitForURL("**/confirm");
    await page.getByLabel(words.account.fields.code).fill(codeIn(await server.mailbox.next(username)));
    await page.getByRole("button", { name: words.account.confirm.submit }).click();

    await page.waitForURL("**/login");
    // The confirmation page holds the same field until the login page has replaced it.
    await page.getByRole("heading", { name: words.account.login.title, level: 1 }).waitFor();
    expect(await page.getByLabel(words.account.fields.username).inputValue()).toBe(username);
    expect(await page.getByLabel(words.account.fields.password, { exact: true }).inputValue()).toBe("");
    expect(addresses.filter((address) => decodeURIComponent(address).includes(username))).toEqual([]);
    await expectNoAxeViolations(page);
    await page.getByLabel(words.account.fields.password, { exact: true }).fill(goodPassword);
    await page.getByRole("button", { name: words.account.login.submit }).click();
    await page.waitForURL(`**${firstPath}`);
  });

  it("finding 5: the validation summary lists each missing item under the title of its step", async () => {
    const { page } = e2e;
    await validatingStudentThroughPage(e2e.server, page);
    const summary = page.getByRole("region", { name: messages.summaryHeading });
    await summary.getByRole("link").first().waitFor();
    const hrefs = await summary.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const pagesMissing = [...new Set(hrefs.map((href) => href.slice(1).split("#")[0] ?? ""))];
    // An empty application misses answers on more than one step, which is when a student needs to plan.
    expect(pagesMissing.length).toBeGreaterThan(1);
    for (const id of pagesMissing) {
      const group = summary.getByRole("list", { name: pageTitle(id), exact: true });
      const inGroup = await group.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(inGroup).toEqual(hrefs.filter((href) => href.startsWith(`/${id}#`)));
    }
    await expectNoAxeViolations(page);
  });

  it("finding 6: an unticked certification says, beside its unchanged message, what to do", async () => {
    const { page } = e2e;
    await validatingStudentThroughPage(e2e.server, page);
    const key = "grant_counselor_agree";
    // The step link to the page that asks it (a reload would open the student's last page).
    const asking = application.pages.find((p) => JSON.stringify(p).includes(`"${key}"`));
    await page.getByRole("link", { name: pageTitle(asking?.id ?? "") }).click();
    await page.waitForURL(`**/${asking?.id ?? ""}`);
    const field = fieldOf(page, key);
    const error = field.locator(".field__error");
    await error.getByText(question(key).label, { exact: true }).waitFor();
    expect(hints.checkbox).toBeTruthy();
    await error.getByText(hints.checkbox ?? "", { exact: true }).waitFor();
    await expectNoAxeViolations(page);
  });

  it("finding 6: a date that does not exist says, beside its message (the label), what to do", async () => {
    const { page } = e2e;
    await page.goto(firstPath);
    await page.locator("#birth_date").getByRole("spinbutton").first().click();
    await page.keyboard.type("02302001");
    const error = fieldOf(page, "birth_date").locator(".field__error");
    await error.getByText(question("birth_date").label, { exact: true }).waitFor();
    expect(hints.date).toBeTruthy();
    await error.getByText(hints.date ?? "", { exact: true }).waitFor();
    await expectNoAxeViolations(page);
  });

  it("finding 7: a visitor sent to sign up by Save and Continue is told why, and that the answers are kept", async () => {
    const { page } = e2e;
    const { title, text } = partnerSettings.visitorSignup;
    await page.goto(firstPath);
    await page.locator("#first_name").fill("Grace");
    await page.getByRole("button", { name: words.form.saveAndContinue }).click();
    await page.waitForURL("**/signup");
    const notice = page.getByRole("region", { name: title });
    await notice.getByText(text, { exact: true }).waitFor();
    await expectNoAxeViolations(page);
  });

  it("finding 11: the first question names the university as its full name reads", async () => {
    const { page } = e2e;
    await page.goto(firstPath);
    const label = page.locator("#student_app_type-label");
    await label.waitFor();
    expect(await label.textContent()).toBe(question("student_app_type").label);
    expect(await label.textContent()).toContain(partnerSettings.providerName);
  });
});
