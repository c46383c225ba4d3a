/** Students for browser tests: made through the server's own calls, logged in inside the browser. */
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { cardErrorTitle } from "../../../engine/index.ts";
import { closeApplication } from "../../../server/application/submit.ts";
import { codeIn } from "../../server/helpers/mailbox.ts";
import { Client } from "../../server/helpers/server.ts";
import { goodPassword, newUsername } from "../../server/helpers/students.ts";
import { pageTitle } from "../../../stories/fixtures/formText.ts";
import { realForm } from "../../../stories/fixtures/forms.ts";
import type { E2eServer } from "./server.ts";
import { words } from "../../../stories/fixtures/words.ts";

/** A client of the server as the browser is: requests that change state carry the server's own origin. */
const clientOf = (server: E2eServer): Client => new Client(server.app, { origin: server.url });

/** A student who signed up and confirmed (through the server's calls, read from the mail). */
export async function confirmedStudent(server: E2eServer, username = newUsername()): Promise<string> {
  const client = clientOf(server);
  expect((await client.post("/public/signup", { username, password: goodPassword })).status).toBe(200);
  const code = codeIn(await server.mailbox.next(username));
  expect((await client.post("/public/confirm", { username, code })).status).toBe(200);
  return username;
}

/**
 * A confirmed student whose session cookies (the HttpOnly `sid` and the readable `logged_in`) are
 * put in the browser, as a login would; the tests of login itself go through the page.
 */
export async function studentInBrowser(server: E2eServer, context: BrowserContext): Promise<string> {
  return (await studentClientInBrowser(server, context)).username;
}

/** studentInBrowser, with the session's client, to arrange the application through the server's calls before the page opens. */
export async function studentClientInBrowser(server: E2eServer, context: BrowserContext): Promise<{ username: string; client: Client }> {
  const username = await confirmedStudent(server);
  const client = clientOf(server);
  expect((await client.post("/public/login", { username, password: goodPassword })).status).toBe(200);
  await context.addCookies([...client.jar].map(([name, value]) => ({ name, value, url: server.url, httpOnly: name !== "logged_in" })));
  return { username, client };
}

/**
 * A student in the browser whose application is submitted. It is closed straight in the database,
 * as submit closes it (a reference and the time), without submit's checks: a real submit checks
 * every answer on today's date, and a fixture of answers valid today would not stay valid; the
 * tests of submitting itself go through the page.
 */
export async function submittedStudentInBrowser(server: E2eServer, context: BrowserContext): Promise<string> {
  const username = await studentInBrowser(server, context);
  const accountId = await accountIdOf(server, username);
  await server.db.transaction((tx) => closeApplication(tx, accountId, new Date(), {}));
  await server.db.query(
    `INSERT INTO web_statuses (account_id, web_status, created_at)
     SELECT $1, status, now() FROM unnest(ARRAY['started', 'validating', 'submitted']) AS status`,
    [accountId],
  );
  return username;
}

/** The id of the account with this username. */
export async function accountIdOf(server: E2eServer, username: string): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>("SELECT id FROM accounts WHERE username = $1", [username]);
  return rows[0]?.id ?? "";
}

/**
 * Logs in through the login page, and waits for the form's first page to show, which it does once
 * the profile has loaded: a test that ends the session next must not race the page's first calls.
 */
export async function logInThroughPage(page: Page, username: string, password: string): Promise<void> {
  const first = realForm.pages[0]?.id ?? "";
  await page.goto("/login");
  await page.getByLabel(words.account.fields.username).fill(username);
  await page.getByLabel(words.account.fields.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: words.account.login.submit }).click();
  await page.waitForURL(`**/${first}`);
  await page.getByRole("heading", { name: pageTitle(first), level: 1 }).waitFor();
}

/**
 * A confirmed student who left while their application was being validated (the statuses a first
 * press of Submit writes), logged in through the page: every field shows what it misses.
 */
export async function validatingStudentThroughPage(server: E2eServer, page: Page): Promise<string> {
  const username = await confirmedStudent(server);
  await server.db.query(
    `INSERT INTO web_statuses (account_id, web_status, created_at)
     SELECT $1, status, now() FROM unnest(ARRAY['started', 'validating']) AS status`,
    [await accountIdOf(server, username)],
  );
  await logInThroughPage(page, username, goodPassword);
  return username;
}

/** The toast with this title (a toast is an alertdialog named by its title). */
export const toastTitled = (page: Page, title: string) => page.getByRole("alertdialog", { name: title });

/**
 * The error toast of a login refused `times` times (an address with no account): a toast that
 * stays long enough for a test to act on it whatever the machine's load. Each press waits for the
 * refusal before it: a press while a login is on its way is ignored by design (no double submit).
 */
export async function refusedLogin(page: Page, times = 1) {
  await page.goto("/login");
  await page.getByLabel(words.account.fields.username).fill("nobody@example.edu");
  await page.getByLabel(words.account.fields.password, { exact: true }).fill("wrong password");
  const toast = toastTitled(page, cardErrorTitle("login", words));
  for (let i = 1; i <= times; i++) {
    await page.getByRole("button", { name: words.account.login.submit }).click();
    await expect.poll(() => toast.count()).toBe(i);
  }
  return toast;
}
