/**
 * Any university's form (issue 30): the example scholarship form (examples/scholarship) built and
 * served with FORM_DIR as `npm run build` and `npm start` would, apart from the default form's
 * build (support/formFolder.ts). A student signs up, confirms with the mailed code, logs in, fills
 * both pages, adds an award, uploads a letter, submits and reaches the completion page; the office's
 * export then holds the submitted answers, and the submit's mails go out in the form's words. Every page, question, option and group is read from
 * the form folder, so an author's edit of it needs no edit here.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnswerValue, type Form, type RepeatNode, descKey, forEachNode, interpolate, messages, optionsFor } from "../../engine/index.ts";
import { corpusFile } from "../server/documents/corpus.ts";
import { codeIn } from "../server/helpers/mailbox.ts";
import { goodPassword, newUsername } from "../server/helpers/students.ts";
import { launchBrowser, openPage } from "./support/browser.ts";
import { type FormServer, builtFormFolder, formOf, startFormServer } from "../support/formFolder.ts";
import { toastTitled } from "./support/student.ts";
import { words } from "../../stories/fixtures/words.ts";

const formDir = "examples/scholarship";
/** A real document to upload: a one-page PDF of the shared upload corpus (its README and manifest say what each file is). */
const letter = "pdf/pdf20_simple.pdf";

/** The keys a student fills on a page, in form order: no companions; a repeat group's first two entries (the second one added). */
function keysOf(form: Form, pageId: string): string[] {
  return [...form.keys.entries()].filter(([, info]) => info.page === pageId && !info.companionOf && (info.scope.group?.n ?? 1) <= 2).map(([key]) => key);
}

/** An answer for each key, by its kind: text, a choice's first option, a ticked box, the letter's file name for an upload. */
function answersOf(form: Form): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (const [i, key] of form.pages.flatMap((p) => keysOf(form, p.id)).entries()) {
    const node = form.keys.get(key)?.node;
    if (!node) continue;
    switch (node.kind) {
      case "text":
        answers[key] = `Answer ${String.fromCharCode(65 + (i % 26))}${i}`;
        break;
      case "textarea":
        answers[key] = "A few words of my own, on two lines:\nthe second one.";
        break;
      case "select":
      case "radio":
        answers[key] = optionsFor(node.options, form.lists, new Date().getFullYear())[0]?.value ?? "";
        break;
      case "checkbox":
        answers[key] = true;
        break;
      case "fileUpload":
        answers[key] = "letter.pdf";
        break;
      default:
        throw new Error(`this test cannot fill a ${node.kind} (${key}): teach it`);
    }
  }
  return answers;
}

describe("the example scholarship form, built and served with FORM_DIR", () => {
  let form: Form;
  let server: FormServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  beforeAll(async () => {
    form = await formOf(formDir);
    server = await startFormServer(await builtFormFolder(formDir), formDir);
    browser = await launchBrowser();
    ({ context, page, problems } = await openPage(browser, server.url));
  }, 300_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  const fill = (text: string, n?: number): string => interpolate(text, form.vars, n === undefined ? {} : { n });
  /** The label a choice shows for `value`. */
  const optionLabel = (key: string, value: AnswerValue): string => {
    const node = form.keys.get(key)?.node;
    const options = node && (node.kind === "select" || node.kind === "radio") ? optionsFor(node.options, form.lists, new Date().getFullYear()) : [];
    return fill(options.find((o) => o.value === value)?.label ?? "");
  };
  const pageTitle = (id: string): string => fill(form.pages.find((p) => p.id === id)?.title ?? id);
  const groups = (): RepeatNode[] => {
    const found: RepeatNode[] = [];
    for (const p of form.pages) forEachNode(p.children, (node) => void (node.kind === "repeat" && found.push(node)));
    return found;
  };

  /** Operates the question that writes `key` so that it holds `value`, adding its repeat entry first when it is not shown. */
  async function answer(key: string, value: AnswerValue): Promise<void> {
    const info = form.keys.get(key);
    if (!info) throw new Error(`no question writes ${key}`);
    const element = page.locator(`[id="${key}"]`);
    const group = info.scope.group;
    if (group && group.n > 1 && (await element.count()) === 0) {
      const node = groups().find((g) => g.id === group.id);
      await page.getByRole("button", { name: fill(node?.addLabel ?? ""), exact: true }).click();
    }
    const node = info.node;
    switch (node.kind) {
      case "text":
      case "textarea":
        await element.fill(String(value));
        return;
      case "select":
        await page.locator(`button[id="${key}"], [id="${key}"] button`).first().click();
        await page.getByRole("option", { name: optionLabel(key, value), exact: true }).click();
        return;
      case "radio":
        await element.getByText(optionLabel(key, value), { exact: true }).click();
        return;
      case "checkbox": {
        const box = page.locator(`input[id="${key}"], [id="${key}"] input`).first();
        // The drawn box covers the input, so it is pressed with the keyboard, as the form driver does.
        if ((await box.isChecked()) !== (value === true)) {
          await box.focus();
          await page.keyboard.press("Space");
        }
        return;
      }
      case "fileUpload": {
        // A question holding a file shows it instead of an input: this question's input is the page's one.
        await expect.poll(() => page.locator('input[type="file"]').count()).toBe(1);
        await page.locator('input[type="file"]').setInputFiles({ name: String(value), mimeType: "application/pdf", buffer: Buffer.from(corpusFile(letter)) });
        await page.getByText(new RegExp(`^${String(value).replace(".", "\\.")} \\(`)).waitFor({ timeout: 90_000 });
        return;
      }
      default:
        throw new Error(`this test cannot fill a ${node.kind} (${key})`);
    }
  }

  it("signs a student up, takes the application through both pages to submission, and exports it", { timeout: 300_000 }, async () => {
    const answers = answersOf(form);
    const pageIds = form.pages.map((p) => p.id);
    const username = newUsername("scholar");

    await page.goto("/signup");
    await page.getByLabel(words.account.fields.username).fill(username);
    await page.getByLabel(words.account.fields.password, { exact: true }).fill(goodPassword);
    await page.getByRole("button", { name: words.account.signup.submit }).click();
    await page.waitForURL("**/confirm");
    await page.getByLabel(words.account.fields.code).fill(codeIn(await server.mailbox.next(username, 30_000)));
    await page.getByRole("button", { name: words.account.confirm.submit }).click();
    await page.waitForURL("**/login");
    await page.getByLabel(words.account.fields.username).fill(username);
    await page.getByLabel(words.account.fields.password, { exact: true }).fill(goodPassword);
    await page.getByRole("button", { name: words.account.login.submit }).click();

    for (const [i, pageId] of pageIds.entries()) {
      await page.waitForURL(`**/${pageId}`);
      await page.getByRole("heading", { name: pageTitle(pageId), level: 1 }).waitFor();
      for (const key of keysOf(form, pageId)) await answer(key, answers[key] ?? "");
      if (i < pageIds.length - 1) await page.getByRole("button", { name: words.form.saveAndContinue }).click();
    }
    await page.getByRole("button", { name: words.form.submit }).click();
    await page.waitForURL("**/completion");
    await toastTitled(page, messages.successToastLabel).getByText(messages.submitted).waitFor();
    await page.locator("[data-banner=submitted]").waitFor();
    expect(problems).toEqual([]);

    // The office's export (`npm run -s cli -- export --format json`), through the running server.
    const exported = JSON.parse(server.cli(["export", "--format", "json"])) as Record<string, unknown>[];
    const record = exported.find((r) => r.username === username);
    // Each answer as submitted: a choice's code and, beside it, its label; the upload's file name.
    expect(record).toMatchObject(answers);
    for (const [key, value] of Object.entries(answers)) if (form.keys.has(descKey(key))) expect(record?.[descKey(key)], descKey(key)).toBe(optionLabel(key, value));
    for (const group of groups()) expect(record?.[`${group.id}_entries`], group.id).toBe(2);

    // The completion page shows the reference the export gives, and the submit's mails carry it
    // with the letter's name: the student's receipt, and the office's notice to the form's own address.
    const reference = String(record?.reference);
    await page.getByText(reference).first().waitFor();
    const uploads = Object.keys(answers).filter((key) => form.keys.get(key)?.node.kind === "fileUpload");
    for (const to of [username, form.vars.submissionNotificationEmail ?? ""]) {
      const mail = await server.mailbox.next(to, 60_000);
      expect(mail.text, to).toContain(reference);
      for (const key of uploads) expect(mail.text, to).toContain(String(answers[key]));
    }
  });
});
