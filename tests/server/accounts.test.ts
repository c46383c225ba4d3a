import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { interpolate, messages } from "../../engine/index.ts";
import { partnerSettings } from "../../schema/index.ts";
import type { Database } from "../../server/db/types.ts";
import { officeWords } from "../../server/words.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { type Mailbox, codeIn, resetLinkIn } from "./helpers/mailbox.ts";
import { Client, type TestApp, hours, minutes, startApp, testConfig } from "./helpers/server.ts";
import { confirmedStudent, goodPassword, newUsername, signUp, studentWithSession } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";

describe.each(databaseKinds)("accounts (%s)", (kind) => {
  const s = useServer(kind, "accounts");
  let db: Database;
  let mailbox: Mailbox;
  let t: TestApp;
  beforeEach(() => {
    ({ db, mailbox, t } = s);
  });
  // A confirmed account with goodPassword, arranged without the mail round trip the journey tests cover.
  const existingStudent = async (): Promise<string> => (await studentWithSession(t.app)).username;

  it("takes a student from sign-up through confirmation, login, forgot-password and reset", async () => {
    const username = newUsername();
    const client = new Client(t.app);

    expect((await client.post("/public/signup", { username, password: goodPassword })).status).toBe(200);
    const code = codeIn(await mailbox.next(username));
    expect((await client.post("/public/confirm", { username, code })).body.message).toBe("Your account is confirmed. Please log in.");

    const login = await client.post("/public/login", { username, password: goodPassword });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ username });
    expect((await client.get("/api/profile")).body).toMatchObject({ username });

    const forgot = await client.post("/public/forgot-password", { username });
    expect(forgot.status).toBe(200);
    const link = resetLinkIn(await mailbox.next(username));
    expect(link.origin + link.pathname).toBe("http://app.test/reset");
    expect(link.searchParams.get("username")).toBe(username);

    const newPassword = "Another-Secret-42";
    const reset = await client.post("/public/reset-password", {
      username,
      password: newPassword,
      confirm_password: newPassword,
      id: link.searchParams.get("id"),
    });
    expect(reset).toMatchObject({ status: 200, body: { message: officeWords.notices.passwordReset } });
    // The owner of the address is told, with the way back if it was not them (ASVS 2.2.3).
    const changed = await mailbox.next(username);
    expect(changed.subject).toBe(interpolate(officeWords.mails.passwordChanged.subject, { title: partnerSettings.applicationTitle }));
    expect(changed.text).toContain("http://app.test/forgot");
    expect(changed.text).not.toContain(newPassword);

    // The reset ended the session that was open, and only the new password opens a new one.
    expect((await client.get("/api/profile")).status).toBe(401);
    expect((await client.post("/public/login", { username, password: goodPassword })).status).toBe(400);
    expect((await client.post("/public/login", { username, password: newPassword })).status).toBe(200);
    expect((await client.get("/api/profile")).status).toBe(200);
  });

  describe("sign-up", () => {
    it.each([
      { case: "an address that is not an e-mail", values: { username: "not-an-email", password: goodPassword }, field: "username", message: "Your email address must be valid." },
      { case: "a short password", values: { username: "a@example.edu", password: "Sh0rt!" }, field: "password", message: "At least 12 characters" },
      { case: "a password without a number", values: { username: "a@example.edu", password: "No-Numbers-Here" }, field: "password", message: "At least one number" },
      { case: "a password without a special character", values: { username: "a@example.edu", password: "NoSpecials12345" }, field: "password", message: "At least one special character" },
      { case: "a password with a trailing space", values: { username: "a@example.edu", password: "Trailing-Space-1 " }, field: "password", message: "No spaces at the beginning or end" },
      { case: "a missing password", values: { username: "a@example.edu" }, field: "password", message: "At least 12 characters" },
    ])("refuses $case with the schema's message", async ({ values, field, message }) => {
      const res = await new Client(t.app).post("/public/signup", values);
      expect(res.status).toBe(400);
      expect((res.body.errors as Record<string, string[]>)[field]).toContain(message);
      expect(res.body.message).toBe(message);
    });

    it("stores the password only as an argon2id hash", async () => {
      const username = await confirmedStudent(t.app, mailbox);
      const { rows } = await db.query<{ password_hash: string }>("SELECT password_hash FROM accounts WHERE username = $1", [username]);
      expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
      expect(rows[0]!.password_hash).not.toContain(goodPassword);
    });

    it("answers the same for an address that has an account, and tells its owner by mail instead of sending a code", async () => {
      const username = await existingStudent();
      const again = await new Client(t.app).post("/public/signup", { username, password: "Different-Pass-77" });
      expect(again.status).toBe(200);
      const mail = await mailbox.next(username);
      expect(mail.subject).toContain("already have");
      expect((await new Client(t.app).post("/public/login", { username, password: goodPassword })).status).toBe(200);
    });

    it("finding 1: a second sign-up for a pending address keeps the first password and only mails the code again", async () => {
      const username = newUsername();
      const first = await new Client(t.app).post("/public/signup", { username, password: goodPassword });
      await mailbox.next(username);
      // Someone else who knows the address signs up with a password of their own.
      const second = await new Client(t.app).post("/public/signup", { username, password: "Attacker-Pass-666" });
      expect(second).toMatchObject({ status: first.status, body: first.body });
      // The owner types the newest code in their mailbox.
      const code = codeIn(await mailbox.next(username));
      expect((await new Client(t.app).post("/public/confirm", { username, code })).status).toBe(200);
      expect((await new Client(t.app).post("/public/login", { username, password: "Attacker-Pass-666" })).body).toMatchObject({ code: "loginFailed" });
      expect((await new Client(t.app).post("/public/login", { username, password: goodPassword })).status).toBe(200);
    });

    it("lets the owner of a pending account whose password is not theirs set one through forgot and reset, which confirms it", async () => {
      const username = newUsername();
      await signUp(t.app, mailbox, username, "Someone-Elses-Pass-1");
      await new Client(t.app).post("/public/forgot-password", { username });
      const link = resetLinkIn(await mailbox.next(username));
      const reset = await new Client(t.app).post("/public/reset-password", { username, password: goodPassword, confirm_password: goodPassword, id: link.searchParams.get("id") });
      expect(reset.status).toBe(200);
      expect((await new Client(t.app).post("/public/login", { username, password: "Someone-Elses-Pass-1" })).status).toBe(400);
      expect((await new Client(t.app).post("/public/login", { username, password: goodPassword })).status).toBe(200);
    });

    it("treats the address without regard to case", async () => {
      const username = newUsername();
      await studentWithSession(t.app, username);
      expect((await new Client(t.app).post("/public/login", { username: username.toUpperCase(), password: goodPassword })).status).toBe(200);
    });
  });

  describe("confirmation", () => {
    it("refuses login until the account is confirmed", async () => {
      const username = newUsername();
      await signUp(t.app, mailbox, username);
      const res = await new Client(t.app).post("/public/login", { username, password: goodPassword });
      expect(res).toMatchObject({ status: 403, body: { code: "notConfirmed" } });
      expect(res.cookies).toEqual([]);
    });

    it("refuses a wrong code and a code that is not 6 digits", async () => {
      const username = newUsername();
      const code = await signUp(t.app, mailbox, username);
      const wrong = code === "000000" ? "111111" : "000000";
      expect((await new Client(t.app).post("/public/confirm", { username, code: wrong })).body).toMatchObject({ message: officeWords.errors.codeWrong });
      const short = await new Client(t.app).post("/public/confirm", { username, code: "123" });
      expect(short).toMatchObject({ status: 400, body: { message: "The confirmation code must be exactly 6 numbers." } });
    });

    it("refuses even the right code after 5 wrong tries, until a new code is sent", async () => {
      const username = newUsername();
      const code = await signUp(t.app, mailbox, username);
      const wrong = code === "000000" ? "111111" : "000000";
      const client = new Client(t.app);
      for (let i = 0; i < 5; i++) expect((await client.post("/public/confirm", { username, code: wrong })).body.code).toBe("codeWrong");
      expect((await client.post("/public/confirm", { username, code })).body).toMatchObject({ code: "codeLocked" });

      expect((await client.post("/public/resend-confirm", { username })).status).toBe(200);
      const fresh = codeIn(await mailbox.next(username));
      expect((await client.post("/public/confirm", { username, code: fresh })).status).toBe(200);
    });

    it("refuses a code after 24 hours, and the resent one works", async () => {
      const username = newUsername();
      const code = await signUp(t.app, mailbox, username);
      t.clock.advance(hours(24) + 1000);
      const client = new Client(t.app);
      expect((await client.post("/public/confirm", { username, code })).body).toMatchObject({ code: "codeExpired" });
      await client.post("/public/resend-confirm", { username });
      expect((await client.post("/public/confirm", { username, code: codeIn(await mailbox.next(username)) })).status).toBe(200);
    });

    it("answers resend the same for an unknown address and sends nothing", async () => {
      const username = newUsername("nobody");
      const res = await new Client(t.app).post("/public/resend-confirm", { username });
      expect(res).toMatchObject({ status: 200, body: { message: expect.any(String) } });
      await new Promise((r) => setTimeout(r, 100));
      expect(mailbox.waiting(username)).toEqual([]);
    });

    it("refuses a resend without a valid address with the resend message", async () => {
      const res = await new Client(t.app).post("/public/resend-confirm", { username: "nope" });
      expect(res).toMatchObject({ status: 400, body: { message: "You must provide a valid email address to resend a confirmation code." } });
    });
  });

  describe("login", () => {
    it("refuses a wrong password and an unknown account with the same answer", async () => {
      const username = await existingStudent();
      const wrong = await new Client(t.app).post("/public/login", { username, password: "Wrong-Password-1" });
      const unknown = await new Client(t.app).post("/public/login", { username: newUsername("ghost"), password: "Wrong-Password-1" });
      expect(wrong).toMatchObject({ status: 400, body: { message: officeWords.errors.loginFailed } });
      expect(unknown.body).toEqual(wrong.body);
    });

    it.each([
      { case: "a username that is not an e-mail", values: { username: "ada", password: "x" }, message: "Please provide a valid email address." },
      { case: "an empty password", values: { username: "ada@example.edu", password: "" }, message: "Password is required." },
    ])("refuses $case with the login message", async ({ values, message }) => {
      expect((await new Client(t.app).post("/public/login", values)).body.message).toBe(message);
    });
  });

  describe("forgot and reset password", () => {
    it("answers forgot-password the same whether or not the account exists, mailing only a real one", async () => {
      const username = await existingStudent();
      const ghost = newUsername("ghost");
      const known = await new Client(t.app).post("/public/forgot-password", { username });
      const unknown = await new Client(t.app).post("/public/forgot-password", { username: ghost });
      expect(unknown).toMatchObject({ status: known.status, body: known.body });
      await mailbox.next(username);
      expect(mailbox.waiting(ghost)).toEqual([]);
    });

    async function resetLink(username: string): Promise<URL> {
      await new Client(t.app).post("/public/forgot-password", { username });
      return resetLinkIn(await mailbox.next(username));
    }
    const resetWith = (link: URL, password: string) =>
      new Client(t.app).post("/public/reset-password", {
        username: link.searchParams.get("username"),
        password,
        confirm_password: password,
        id: link.searchParams.get("id"),
      });

    it("accepts a reset link once", async () => {
      const link = await resetLink(await existingStudent());
      expect((await resetWith(link, "First-New-Pass-1")).status).toBe(200);
      const again = await resetWith(link, "Second-New-Pass-2");
      expect(again).toMatchObject({ status: 400, body: { message: "This password reset link is not valid. Please request a new one." } });
    });

    it("refuses a reset link after one hour", async () => {
      const link = await resetLink(await existingStudent());
      t.clock.advance(minutes(61));
      expect((await resetWith(link, "Late-New-Pass-11")).body.code).toBe("resetInvalid");
    });

    it("refuses a link used with another account's username", async () => {
      const link = await resetLink(await existingStudent());
      const other = await existingStudent();
      link.searchParams.set("username", other);
      expect((await resetWith(link, "Stolen-Link-Pass-1")).body.code).toBe("resetInvalid");
    });

    it("refuses passwords that do not match, and new passwords that break the rules", async () => {
      const link = await resetLink(await existingStudent());
      const base = { username: link.searchParams.get("username"), id: link.searchParams.get("id") };
      const mismatch = await new Client(t.app).post("/public/reset-password", { ...base, password: "Matching-Pass-1", confirm_password: "Other-Pass-12" });
      expect(mismatch).toMatchObject({ status: 400, body: { errors: { confirm_password: ["Passwords must match."] } } });
      const weak = await new Client(t.app).post("/public/reset-password", { ...base, password: "weak", confirm_password: "weak" });
      expect((weak.body.errors as Record<string, string[]>).password).toContain("At least one uppercase letter");
      // The link was not spent by the refused attempts.
      expect((await resetWith(link, "Finally-Good-Pass-1")).status).toBe(200);
    });
  });

  describe("throttling", () => {
    let strict: TestApp;
    beforeEach(async () => {
      const limit = (max: number) => ({ max, windowMs: minutes(15) });
      strict = await startApp(db, testConfig({ smtpUrl: mailbox.url, limits: { loginPerAccount: limit(3), loginPerAddress: limit(5), publicPerAddress: limit(2), lookupPerAddress: limit(100) } }));
    });
    afterEach(async () => {
      await strict.app.close();
    });
    const address = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

    it("locks an account after repeated failed logins, even from other addresses and with the right password", async () => {
      const username = await existingStudent();
      for (let i = 0; i < 3; i++) {
        expect((await new Client(strict.app, { remoteAddress: address() }).post("/public/login", { username, password: "Wrong-Password-1" })).status).toBe(400);
      }
      const locked = await new Client(strict.app, { remoteAddress: address() }).post("/public/login", { username, password: goodPassword });
      expect(locked).toMatchObject({ status: 429, body: { code: "tooManyRequests" } });
      expect(locked.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);

      strict.clock.advance(minutes(16));
      expect((await new Client(strict.app, { remoteAddress: address() }).post("/public/login", { username, password: goodPassword })).status).toBe(200);
    });

    it("limits login attempts from one address across accounts", async () => {
      const from = new Client(strict.app, { remoteAddress: address() });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await from.post("/public/login", { username: newUsername("guess"), password: "Guess-Pass-123" })).status);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      expect((await new Client(strict.app, { remoteAddress: address() }).post("/public/login", { username: newUsername(), password: "Guess-Pass-123" })).status).toBe(400);
    });

    it("limits login attempts from one address sent at once, counting each before it is judged", async () => {
      const from = new Client(strict.app, { remoteAddress: address() });
      const statuses = (await Promise.all(Array.from({ length: 20 }, () => from.post("/public/login", { username: newUsername("guess"), password: "Guess-Pass-123" })))).map((r) => r.status);
      expect(statuses.filter((status) => status !== 429)).toHaveLength(5);
    });

    it.each([
      ["/public/signup", { username: "x", password: "y" }],
      ["/public/confirm", { username: "x@example.edu", code: "123456" }],
      ["/public/resend-confirm", { username: "nobody@example.edu" }],
      ["/public/forgot-password", { username: "nobody@example.edu" }],
      ["/public/reset-password", { username: "x@example.edu", password: "Xx-123456789!", confirm_password: "Xx-123456789!", id: "abc" }],
    ])("limits %s per address", async (url, body) => {
      const from = new Client(strict.app, { remoteAddress: address() });
      await from.post(url, body);
      await from.post(url, body);
      const third = await from.post(url, body);
      expect(third).toMatchObject({ status: 429, body: { code: "tooManyRequests" } });
      expect(third.headers["retry-after"]).toBeDefined();
    });
  });

  it("answers every account refusal as JSON with a message", async () => {
    const res = await new Client(t.app).post("/public/confirm", { username: newUsername(), code: "123456" });
    expect(res.status).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(typeof res.body.message).toBe("string");
    expect(res.body.message).not.toBe(messages.unexpected);
  });
});
