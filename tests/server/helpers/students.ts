/** Students the way a browser makes them: sign up, read the code from the mail, confirm, log in. */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { hashPassword } from "../../../server/accounts/passwords.ts";
import { insertAccount, markConfirmed, recordLogin } from "../../../server/accounts/store.ts";
import { cookieNames } from "../../../server/sessions/cookie.ts";
import { createSession } from "../../../server/sessions/store.ts";
import { type Mailbox, codeIn } from "./mailbox.ts";
import { Client } from "./server.ts";

export const goodPassword = "Correct-Horse-9-battery";

/** A username no other test uses. */
export const newUsername = (label = "student"): string => `${label}-${randomBytes(4).toString("hex")}@example.edu`;

export async function signUp(app: FastifyInstance, mailbox: Mailbox, username: string, password = goodPassword): Promise<string> {
  const client = new Client(app);
  const res = await client.post("/public/signup", { username, password });
  expect(res.status).toBe(200);
  return codeIn(await mailbox.next(username));
}

export async function confirmedStudent(app: FastifyInstance, mailbox: Mailbox, username = newUsername(), password = goodPassword): Promise<string> {
  const code = await signUp(app, mailbox, username, password);
  const res = await new Client(app).post("/public/confirm", { username, code });
  expect(res.status).toBe(200);
  return username;
}

/** A confirmed student with a logged-in client. */
export async function loggedInStudent(app: FastifyInstance, mailbox: Mailbox, username = newUsername()): Promise<{ client: Client; username: string }> {
  await confirmedStudent(app, mailbox, username);
  const client = new Client(app);
  const res = await client.post("/public/login", { username, password: goodPassword });
  expect(res.status).toBe(200);
  return { client, username };
}

let knownHash: Promise<string> | undefined;

/**
 * A confirmed student with a session, arranged directly in the database (the tests of sign-up and
 * login go through HTTP; tests of the application API only need someone logged in), with their
 * account's id for the rows the server keeps for them. One argon2 hash serves every such student.
 */
export async function studentWithSession(app: FastifyInstance, username = newUsername()): Promise<{ client: Client; username: string; accountId: string }> {
  const now = app.clock.now();
  const passwordHash = await (knownHash ??= hashPassword(goodPassword));
  const id = await app.db.transaction(async (tx) => {
    const created = await insertAccount(tx, username, passwordHash, now);
    if (!created) throw new Error(`${username} exists`);
    await markConfirmed(tx, created, now);
    await recordLogin(tx, created, now);
    return created;
  });
  const client = new Client(app);
  client.jar.set(cookieNames(app).session, await createSession(app.db, id, now));
  return { client, username, accountId: id };
}
