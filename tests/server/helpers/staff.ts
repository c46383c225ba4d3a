/** Staff accounts for the tests of the office's API: made in the database, signed in over HTTP as the console would. */
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { hashPassword } from "../../../server/accounts/passwords.ts";
import type { StaffRole } from "../../../server/office/roles.ts";
import { insertStaff } from "../../../server/office/staffAccounts.ts";
import { Client } from "./server.ts";
import { goodPassword, newUsername } from "./students.ts";

let knownHash: Promise<string> | undefined;

/** A staff account whose password is goodPassword (one argon2 hash serves every test account); its username. */
export async function staffAccount(app: FastifyInstance, role: StaffRole, username = newUsername("staff")): Promise<string> {
  const id = await insertStaff(app.db, username, await (knownHash ??= hashPassword(goodPassword)), role, app.clock.now());
  if (!id) throw new Error(`${username} exists`);
  return username;
}

export const staffLogin = (client: Client, username: string, password = goodPassword) => client.post("/staff-api/login", { username, password });

/** A staff member of `role`, signed in through POST /staff-api/login from a browser of their own. */
export async function signedInStaff(app: FastifyInstance, role: StaffRole): Promise<{ client: Client; username: string }> {
  const username = await staffAccount(app, role);
  const client = new Client(app);
  expect((await staffLogin(client, username)).status).toBe(200);
  return { client, username };
}
