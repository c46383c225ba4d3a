/**
 * Issue 29: the admissions office's staff sign in to /staff-api with accounts and sessions of their
 * own, held to the students' rules: the same password check and lock, the forgery check, the idle
 * timeout, and a cookie no student session can satisfy (nor the reverse).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { idleTimeoutMs } from "../../engine/index.ts";
import { staffAccountKey } from "../../server/office/login.ts";
import { disableStaff } from "../../server/office/staffAccounts.ts";
import { staffCookieBaseName } from "../../server/office/staffCookie.ts";
import { cookieNames } from "../../server/sessions/cookie.ts";
import { officeWords } from "../../server/words.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { Client, type TestApp, minutes } from "./helpers/server.ts";
import { signedInStaff, staffAccount, staffLogin } from "./helpers/staff.ts";
import { goodPassword, studentWithSession } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";

const limit = (max: number) => ({ max, windowMs: minutes(15) });
const limits = { loginPerAccount: limit(3), loginPerAddress: limit(1000), publicPerAddress: limit(1000), lookupPerAddress: limit(1000) };

describe.each(databaseKinds)("staff sessions (%s)", (kind) => {
  const s = useServer(kind, "staff_sessions", { config: { limits } });
  let t: TestApp;
  beforeEach(() => {
    t = s.t;
  });

  let addresses = 0;
  /** A browser of its own, from an address of its own. */
  const browser = () => new Client(t.app, { remoteAddress: `10.2.${Math.floor(addresses / 250)}.${addresses++ % 250}` });
  const statusCounts = (statuses: number[]) => Object.fromEntries([...new Set(statuses)].sort().map((status) => [status, statuses.filter((x) => x === status).length]));

  describe("signing in", () => {
    it("signs in with the right password into a session /staff-api/me names, with the role's permissions", async () => {
      const username = await staffAccount(t.app, "reviewer");
      const client = browser();
      const res = await staffLogin(client, username);
      expect(res).toMatchObject({ status: 200, body: { username, role: "reviewer" } });
      expect(res.cookies).toEqual([expect.objectContaining({ name: staffCookieBaseName, httpOnly: true, sameSite: "Strict", path: "/" })]);
      expect(await client.get("/staff-api/me")).toMatchObject({ status: 200, body: { username, role: "reviewer", permissions: ["read"] } });
    });

    it("takes the username in any case, as a student's login does", async () => {
      const username = await staffAccount(t.app, "manager");
      expect((await staffLogin(browser(), username.toUpperCase())).body).toMatchObject({ username, role: "manager" });
    });

    it("refuses a wrong password and an unknown username alike, in the students' words, with no session", async () => {
      const username = await staffAccount(t.app, "reviewer");
      const client = browser();
      const wrong = await staffLogin(client, username, "Wrong-Guess-123");
      const unknown = await staffLogin(client, "nobody-here@example.edu");
      for (const res of [wrong, unknown]) expect(res).toMatchObject({ status: 400, body: { code: "loginFailed", message: officeWords.errors.loginFailed } });
      expect(client.jar.size).toBe(0);
      expect((await client.get("/staff-api/me")).body).toMatchObject({ code: "sessionInvalid" });
    });

    it("refuses a body that is not the login form with the form's message, never a 500", async () => {
      expect(await browser().post("/staff-api/login", { username: "ada@example.edu" })).toMatchObject({ status: 400, body: { code: "formInvalid", message: "Password is required." } });
      expect((await browser().post("/staff-api/login", ["not", "a", "form"])).status).toBe(400);
      expect((await browser().post("/staff-api/login", "{")).body).toMatchObject({ code: "invalidJson" });
    });

    it("refuses a disabled account, even with the right password", async () => {
      const username = await staffAccount(t.app, "manager");
      await disableStaff(t.app.db, username, t.clock.now());
      expect(await staffLogin(browser(), username)).toMatchObject({ status: 403, body: { code: "staffDisabled" } });
    });

    it("gives a new session id at each sign-in, ending the one the browser held", async () => {
      const { client, username } = await signedInStaff(t.app, "reviewer");
      const planted = client.jar.get(staffCookieBaseName);
      expect((await staffLogin(client, username)).status).toBe(200);
      expect(client.jar.get(staffCookieBaseName)).not.toBe(planted);
      const old = new Client(t.app);
      old.jar.set(staffCookieBaseName, planted ?? "");
      expect((await old.get("/staff-api/me")).status).toBe(401);
    });
  });

  describe("the lock", () => {
    it("locks an account after as many failures as a student's, even for the right password", async () => {
      const username = await staffAccount(t.app, "manager");
      for (let i = 0; i < limits.loginPerAccount.max; i++) expect((await staffLogin(browser(), username, "Wrong-Guess-123")).status).toBe(400);
      const locked = await staffLogin(browser(), username);
      expect(locked).toMatchObject({ status: 429, body: { code: "tooManyRequests" } });
      expect(locked.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    });

    it("counts failures sent at once atomically: no more are judged than the lock allows", async () => {
      const username = await staffAccount(t.app, "manager");
      const { max } = limits.loginPerAccount;
      const guesses = 8 * max;
      const responses = await Promise.all(Array.from({ length: guesses }, () => staffLogin(browser(), username, "Wrong-Guess-123")));
      expect(statusCounts(responses.map((r) => r.status))).toEqual({ 400: max, 429: guesses - max });
      const { rows } = await t.app.db.query<{ count: number }>("SELECT count FROM rate_limits WHERE key = $1", [staffAccountKey(username)]);
      expect(rows[0]?.count).toBe(guesses);
      expect((await staffLogin(browser(), username)).status).toBe(429);
    });

    it("keeps a staff account's counter apart from a student's of the same address", async () => {
      const username = await staffAccount(t.app, "reviewer");
      const { username: student } = await studentWithSession(t.app, username);
      for (let i = 0; i < limits.loginPerAccount.max; i++) expect((await browser().post("/public/login", { username: student, password: "Wrong-Guess-123" })).status).toBe(400);
      expect((await staffLogin(browser(), username)).status).toBe(200);
    });

    it("forgets the failures at a successful sign-in", async () => {
      const username = await staffAccount(t.app, "reviewer");
      for (let i = 0; i < limits.loginPerAccount.max - 1; i++) expect((await staffLogin(browser(), username, "Wrong-Guess-123")).status).toBe(400);
      expect((await staffLogin(browser(), username)).status).toBe(200);
      for (let i = 0; i < limits.loginPerAccount.max - 1; i++) expect((await staffLogin(browser(), username, "Wrong-Guess-123")).status).toBe(400);
      expect((await staffLogin(browser(), username)).status).toBe(200);
    });
  });

  describe("forgery", () => {
    it("refuses a sign-in and a sign-out without the app's Origin, or from another site", async () => {
      const { client, username } = await signedInStaff(t.app, "reviewer");
      for (const origin of [null, "https://elsewhere.example"]) {
        const stranger = new Client(t.app, { origin });
        expect(await staffLogin(stranger, username)).toMatchObject({ status: 403, body: { code: "crossSite" } });
        stranger.jar.set(staffCookieBaseName, client.jar.get(staffCookieBaseName) ?? "");
        expect((await stranger.post("/staff-api/logout")).body).toMatchObject({ code: "crossSite" });
      }
      expect((await client.get("/staff-api/me")).status).toBe(200);
    });

    it("refuses a GET another site makes a signed-in browser send", async () => {
      const { client } = await signedInStaff(t.app, "reviewer");
      expect(await client.get("/staff-api/me", { "sec-fetch-site": "cross-site" })).toMatchObject({ status: 403, body: { code: "crossSite" } });
      expect((await client.get("/staff-api/me", { "sec-fetch-site": "same-origin" })).status).toBe(200);
    });
  });

  describe("the session", () => {
    it("ends after the students' idle timeout without a request, with the inactivity message", async () => {
      const { client } = await signedInStaff(t.app, "reviewer");
      t.clock.advance(idleTimeoutMs - minutes(1));
      expect((await client.get("/staff-api/me")).status).toBe(200);
      t.clock.advance(idleTimeoutMs);
      expect(await client.get("/staff-api/me")).toMatchObject({ status: 401, body: { code: "sessionExpired" } });
      expect((await client.get("/staff-api/me")).body).toMatchObject({ code: "sessionInvalid" });
    });

    it("signing out ends the session", async () => {
      const { client } = await signedInStaff(t.app, "manager");
      const id = client.jar.get(staffCookieBaseName) ?? "";
      expect(await client.post("/staff-api/logout")).toMatchObject({ status: 200, body: { message: officeWords.notices.loggedOut } });
      expect(client.jar.has(staffCookieBaseName)).toBe(false);
      const replay = new Client(t.app);
      replay.jar.set(staffCookieBaseName, id);
      expect((await replay.get("/staff-api/me")).status).toBe(401);
    });

    it("an account disabled while signed in loses its session at the next request", async () => {
      const { client, username } = await signedInStaff(t.app, "manager");
      await disableStaff(t.app.db, username, t.clock.now());
      expect((await client.get("/staff-api/me")).body).toMatchObject({ code: "sessionInvalid" });
    });
  });

  describe("apart from students' sessions", () => {
    it("refuses a student's session at /staff-api/me, also with its id in the staff cookie", async () => {
      const { client } = await studentWithSession(t.app);
      expect((await client.get("/api/profile")).status).toBe(200);
      expect(await client.get("/staff-api/me")).toMatchObject({ status: 401, body: { code: "sessionInvalid" } });
      const forged = new Client(t.app);
      forged.jar.set(staffCookieBaseName, client.jar.get(cookieNames(t.app).session) ?? "");
      expect((await forged.get("/staff-api/me")).status).toBe(401);
    });

    it("refuses a staff session at a student's call, also with its id in the student cookie", async () => {
      const { client } = await signedInStaff(t.app, "manager");
      expect(await client.get("/api/profile")).toMatchObject({ status: 401, body: { code: "sessionInvalid" } });
      const forged = new Client(t.app);
      forged.jar.set(cookieNames(t.app).session, client.jar.get(staffCookieBaseName) ?? "");
      expect((await forged.get("/api/profile")).status).toBe(401);
      expect((await client.get("/staff-api/me")).status).toBe(200);
    });

    it("a staff account and a student account of the same address are two accounts with their own passwords", async () => {
      const username = await staffAccount(t.app, "reviewer");
      await studentWithSession(t.app, username);
      expect((await browser().post("/public/login", { username, password: goodPassword })).status).toBe(200);
      expect((await staffLogin(browser(), username, "Another-Pass-99!")).status).toBe(400);
    });
  });
});
