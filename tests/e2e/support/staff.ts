/** Staff members for browser tests: accounts made in the database, signed in through the console's page or put in the browser as a sign-in would. */
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import type { StaffRole } from "../../../server/office/roles.ts";
import { officeTexts } from "../../../schema/office.ts";
import { Client } from "../../server/helpers/server.ts";
import { staffAccount, staffLogin } from "../../server/helpers/staff.ts";
import { goodPassword } from "../../server/helpers/students.ts";
import type { E2eServer } from "./server.ts";
import { words } from "../../../stories/fixtures/words.ts";

export { staffAccount };

/** Signs in through /staff/login and waits for the application list. */
export async function signInThroughPage(page: Page, username: string, password = goodPassword): Promise<void> {
  await page.goto("/staff/login");
  await page.getByLabel(words.account.fields.username).fill(username);
  await page.getByLabel(words.account.fields.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: officeTexts.signIn.submit }).click();
  await page.getByRole("heading", { name: officeTexts.list.title, level: 1 }).waitFor();
}

/** A staff member of `role` whose session cookie is put in the browser, as a sign-in would; their username and HTTP client. */
export async function staffInBrowser(server: E2eServer, context: BrowserContext, role: StaffRole): Promise<{ username: string; client: Client }> {
  const username = await staffAccount(server.app, role);
  const client = new Client(server.app, { origin: server.url });
  expect((await staffLogin(client, username)).status).toBe(200);
  await context.addCookies([...client.jar].map(([name, value]) => ({ name, value, url: server.url, httpOnly: true })));
  return { username, client };
}
