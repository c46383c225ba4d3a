/**
 * The transfer application completed in the form's other language, from visitor to completion page
 * (issue 30): a visitor picks the language in the header, signs up, confirms, logs in, fills every
 * page, uploads a document, is shown what is missing, and submits. On every screen and dialog no
 * text of the default language is left (englishLeft.ts checks them against the catalogues and the
 * form's texts), `lang` is the language, and axe finds nothing; the validation messages of the
 * browser and of the server, and the mails, are in it too. Every text is read from the catalogues
 * and from the form compiled in that language.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answers, type Locale, compileForm, interpolate, partnerTokens, validateAccountForm, validateAnswers, validateDocument } from "../../engine/index.ts";
import { wordsFor } from "../../schema/words.ts";
import { application } from "../../schema/index.ts";
import { footerDialogsIn } from "../../schema/footer.ts";
import { formLocales, partnerSettingsIn } from "../../schema/partner.ts";
import { submissionTime } from "../../server/receipt/time.ts";
import { fixtureToday } from "../../stories/fixtures/forms.ts";
import { formTextsOf } from "../../stories/fixtures/formText.ts";
import { codeIn, resetLinkIn } from "../server/helpers/mailbox.ts";
import { makePng } from "../server/documents/makeFiles.ts";
import { goodPassword, newUsername } from "../server/helpers/students.ts";
import { completeApplication as complete } from "../support/completeApplication.ts";
import { firstPath } from "../support/formPaths.ts";
import { type EnglishFinder, englishFinder, shownTexts } from "./support/englishLeft.ts";
import { expectNoAxeViolations, takenOver, whenDrawn } from "./support/browser.ts";
import { formDriverOf } from "./support/formDriver.ts";
import { useBrowser } from "./support/session.ts";
import { toastTitled } from "./support/student.ts";

const dataDir = mkdtempSync(join(tmpdir(), "e2e-spanish-"));
// One worker: it converts the uploaded document and sends the receipt mail.
const e2e = useBrowser("e2e-spanish", { dataDir, documentWorkers: 1 });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const first = formLocales[0] as Locale;
const chosen = formLocales[1] as Locale;
const form = compileForm(application, { locale: chosen });
const words = wordsFor(chosen);
const texts = formTextsOf(form);
const driver = formDriverOf(form, words);
const pageIds = form.pages.map((p) => p.id);
// The complete application without its documents: the first it holds is uploaded through the page.
const answers: Answers = Object.fromEntries(Object.entries(complete).filter(([key]) => form.keys.get(key)?.node.kind !== "fileUpload"));
const uploadKey = Object.keys(complete).find((key) => form.keys.get(key)?.node.kind === "fileUpload") ?? "";
// Left out at first, so that the submit finds it missing: the first text of the first page the form requires.
const missingKey =
  driver.fillableKeys(answers, pageIds[0] ?? "").find((key) => driver.kindOf(key) === "text" && validateAnswers(form, { ...answers, [key]: "" }, { today: fixtureToday })[key]) ?? "";
const username = newUsername("espanol");

let finder: EnglishFinder;
beforeAll(async () => {
  const data = Object.values(answers).filter((v): v is string => typeof v === "string");
  finder = await englishFinder(chosen, [...data, username]);
});

/** What the screen shows now: in the chosen language alone, marked so, and accessible. */
async function expectShownInChosen(page: Page, where: string): Promise<void> {
  await whenDrawn(page);
  expect(await page.locator("html").getAttribute("lang"), where).toBe(chosen);
  expect.soft(finder.find(await shownTexts(page)), where).toEqual([]);
  await expectNoAxeViolations(page);
}

/** The mail's text in the chosen language alone. */
const expectMailInChosen = (text: string, where: string): void => expect.soft(finder.find(text.split("\n")), where).toEqual([]);

const pageTitle = (id: string) => texts.pageTitle(id);

describe(`the transfer application in ${chosen}`, () => {
  it("is written in a language besides the default", () => {
    expect(chosen).toBeDefined();
    expect(chosen).not.toBe(first);
  });

  it("finds the default language's texts on a page drawn in it", async () => {
    const { page } = e2e;
    await page.goto(firstPath);
    await takenOver(page);
    await whenDrawn(page);
    const found = finder.find(await shownTexts(page));
    expect(found).toContain(`"${formTextsOf(compileForm(application, { locale: first })).pageTitle(pageIds[0] ?? "")}": a text of the ${first} catalogues`);
  });

  it("is completed from visitor to completion page with no text of the default language left", { timeout: 600_000 }, async () => {
    const { page, server } = e2e;
    await page.goto(firstPath);
    await takenOver(page);
    const picker = page.getByRole("navigation", { name: wordsFor(first).language.label });
    await Promise.all([page.waitForEvent("load"), picker.getByRole("button", { name: words.language.name }).click()]);
    await page.getByRole("heading", { name: pageTitle(pageIds[0] ?? ""), level: 1 }).waitFor();
    await expectShownInChosen(page, "the first page, to a visitor");

    // The footer's dialogs.
    const tokens = partnerTokens(partnerSettingsIn(chosen));
    const dialogs = footerDialogsIn(chosen);
    for (const name of ["help", "privacy"] as const) {
      const title = interpolate(dialogs[name].title, tokens);
      await page.getByRole("button", { name: title, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: title });
      await dialog.waitFor();
      await expectShownInChosen(page, `the ${name} dialog`);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    }

    // Sign-up: the browser's messages, then the server's for an address only it refuses (a look-alike letter).
    await page.getByRole("button", { name: words.accountPanel.account }).click();
    const createAccount = page.getByRole("link", { name: words.accountPanel.createAccount });
    await createAccount.waitFor();
    await expectShownInChosen(page, "the account menu");
    await createAccount.click();
    await page.waitForURL("**/signup");
    const usernameField = page.getByLabel(words.account.fields.username);
    const passwordField = page.getByLabel(words.account.fields.password, { exact: true });
    await usernameField.fill("not an address");
    await passwordField.fill("short");
    await page.getByRole("button", { name: words.account.signup.submit }).click();
    const refused = validateAccountForm(form, "signup", { username: "not an address" }, { today: "2026-01-01" }).username?.[0] ?? "";
    await page.getByText(refused, { exact: true }).first().waitFor();
    await expectShownInChosen(page, "the sign-up page with its messages");
    await usernameField.fill(username.replace("a", "\u0430"));
    await passwordField.fill(goodPassword);
    const [serverRefusal] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === "/public/signup"),
      page.getByRole("button", { name: words.account.signup.submit }).click(),
    ]);
    expect(serverRefusal.status()).toBe(400);
    expect(await serverRefusal.json()).toMatchObject({ message: refused, errors: { username: [refused] } });
    await page.getByText(refused, { exact: true }).first().waitFor();
    await expectShownInChosen(page, "the sign-up page refused by the server");

    await usernameField.fill(username);
    await page.getByRole("button", { name: words.account.signup.submit }).click();
    await page.waitForURL("**/confirm");
    await page.getByText(words.notices.signedUp).waitFor();
    await expectShownInChosen(page, "the confirmation page");
    const confirmation = await server.mailbox.next(username);
    expect(confirmation.subject).toBe(interpolate(words.mails.confirmation.subject, { title: partnerSettingsIn(chosen).applicationTitle }));
    expectMailInChosen(confirmation.text ?? "", "the confirmation mail");
    await page.getByLabel(words.account.fields.code).fill(codeIn(confirmation));
    await page.getByRole("button", { name: words.account.confirm.submit }).click();

    await page.waitForURL("**/login");
    await page.getByText(words.notices.confirmed).waitFor();
    await expectShownInChosen(page, "the login page");
    // A refused login: the server's words in a toast.
    await page.getByLabel(words.account.fields.username).fill(username);
    await page.getByLabel(words.account.fields.password, { exact: true }).fill(`${goodPassword}x`);
    await page.getByRole("button", { name: words.account.login.submit }).click();
    await page.getByText(words.errors.loginFailed).waitFor();
    await expectShownInChosen(page, "the login page with a refusal");
    await page.getByLabel(words.account.fields.password, { exact: true }).fill(goodPassword);
    await page.getByRole("button", { name: words.account.login.submit }).click();
    await page.waitForURL(`**${firstPath}`);
    await toastTitled(page, words.messages.successToastLabel).waitFor();
    await expectShownInChosen(page, "the first page, logged in");

    let removalsAsked = 0;
    for (const [i, pageId] of pageIds.entries()) {
      await page.getByRole("heading", { name: pageTitle(pageId), level: 1 }).waitFor();
      for (const key of driver.fillableKeys(answers, pageId)) if (key !== missingKey) await driver.fillAnswer(page, answers, key);
      if (form.keys.get(uploadKey)?.page === pageId) {
        // A file of a type the application does not take: the browser's message, from the upload schema.
        await page.locator(`[id="${uploadKey}"] input[type="file"], input[type="file"]`).first().setInputFiles({ name: "notas.txt", mimeType: "text/plain", buffer: Buffer.from("notas") });
        await page.getByText(validateDocument(form, { name: "notas.txt", size: 5 }, { today: fixtureToday }).name?.[0] ?? "", { exact: true }).waitFor();
        await expectShownInChosen(page, "an upload refused in the browser");
        await page.locator(`[id="${uploadKey}"] input[type="file"], input[type="file"]`).first().setInputFiles({ name: "expediente.png", mimeType: "image/png", buffer: Buffer.from(makePng(200, 100)) });
        const deleteFile = page.getByRole("button", { name: words.upload.deleteFile }).first();
        await deleteFile.waitFor({ timeout: 90_000 });
        // Deleting asks first: the dialog, then kept.
        await deleteFile.click();
        const asked = page.getByRole("alertdialog").or(page.getByRole("dialog")).filter({ hasText: words.messages.deleteFileConfirm });
        await asked.waitFor();
        await expectShownInChosen(page, "the dialog asking to delete a file");
        await page.keyboard.press("Escape");
        await asked.waitFor({ state: "detached" });
      }
      // Removing an entry of a repeat group asks first: the question, then kept.
      const second = [...form.keys.values()].find((info) => info.page === pageId && info.scope.group?.n === 2 && answers[info.key] !== undefined)?.scope.group;
      if (second) {
        const remove = page.getByRole("button", { name: interpolate(words.removeEntry.buttonLabel, { label: texts.repeatGroup(second.id).itemLabel(2) }), exact: true });
        await remove.click();
        const removing = page.getByRole("button", { name: words.removeEntry.button, exact: true });
        await removing.waitFor();
        await expectShownInChosen(page, `the question removing an entry on ${pageId}`);
        await page.keyboard.press("Escape");
        await removing.waitFor({ state: "detached" });
        removalsAsked++;
      }
      await expectShownInChosen(page, `the page ${pageId}, filled`);
      const next = pageIds[i + 1];
      if (next) {
        await page.getByRole("button", { name: words.form.saveAndContinue }).click();
        await page.waitForURL(`**/${next}`);
      }
    }

    expect(removalsAsked).toBeGreaterThan(0);

    // The submit finds the missing answer: the summary and the field's message, in the chosen language.
    await page.getByRole("button", { name: words.form.submit }).click();
    const summary = page.getByRole("region", { name: words.messages.summaryHeading });
    await summary.waitFor();
    const missing = texts.summaryLine({ ...answers, [missingKey]: "" }, missingKey);
    await summary.getByRole("link", { name: missing }).click();
    await page.waitForURL(`**#${missingKey}`);
    await expectShownInChosen(page, "the summary's page with the missing answer");
    await driver.fillAnswer(page, answers, missingKey);
    await summary.waitFor({ state: "detached" });
    await page.getByRole("link", { name: pageTitle(pageIds.at(-1) ?? "") }).click();
    await page.waitForURL(`**/${pageIds.at(-1) ?? ""}`);
    await page.getByRole("button", { name: words.form.submit }).click();

    await page.waitForURL("**/completion");
    await toastTitled(page, words.messages.successToastLabel).getByText(words.messages.submitted).waitFor();
    await expectShownInChosen(page, "the completion page");
    const { rows } = await server.db.query<{ submitted_at: Date }>("SELECT p.submitted_at FROM applications p JOIN accounts a ON a.id = p.account_id WHERE a.username = $1", [username]);
    const receipt = await server.mailbox.next(username, 60_000);
    expectMailInChosen(`${receipt.subject ?? ""}\n${receipt.text ?? ""}`, "the receipt mail");
    expect(receipt.text).toContain(submissionTime(new Date(rows[0]!.submitted_at), server.app.config.timeZone, chosen));

    // Logged out, the student resets a forgotten password: the pages, the notices and the mail.
    await page.getByRole("button", { name: words.accountPanel.account }).click();
    await page.getByRole("button", { name: words.accountPanel.logOut }).click();
    await page.waitForURL("**/login");
    await page.getByRole("link", { name: words.account.login.forgotLink }).click();
    await page.waitForURL("**/forgot");
    await expectShownInChosen(page, "the page asking for a reset link");
    await page.getByLabel(words.account.fields.username).fill(username);
    await page.getByRole("button", { name: words.account.forgot.submit }).click();
    await page.getByText(words.notices.resetMailed).waitFor();
    await expectShownInChosen(page, "the page asking for a reset link, answered");
    const resetMail = await server.mailbox.next(username);
    expectMailInChosen(`${resetMail.subject ?? ""}\n${resetMail.text ?? ""}`, "the reset mail");
    const link = resetLinkIn(resetMail);
    await page.goto(link.pathname + link.search);
    await page.getByRole("heading", { name: words.account.reset.title, level: 1 }).waitFor();
    await expectShownInChosen(page, "the page resetting the password");
    const newPassword = `${goodPassword}-2`;
    await page.getByLabel(words.account.fields.password, { exact: true }).fill(newPassword);
    await page.getByLabel(words.account.fields.confirmPassword).fill(newPassword);
    await page.getByRole("button", { name: words.account.reset.submit }).click();
    await page.waitForURL("**/login");
    await page.getByText(words.notices.passwordReset).waitFor();
    await expectShownInChosen(page, "the login page after the reset");
  });
});
