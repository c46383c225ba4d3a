/**
 * Finding 11 of the attacker's probe: failed guesses lock an account, but must not lock its owner out.
 * Findings 1 and 9 of issue 25: guesses sent at once are held to the lock, and a password reset
 * ends the browsers known before it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { knownDeviceLifetimeMs } from "../../engine/index.ts";
import { knownDeviceCookie } from "../../server/accounts/knownDevice.ts";
import { accountKey } from "../../server/accounts/login.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { type Mailbox, resetLinkIn } from "./helpers/mailbox.ts";
import { Client, type TestApp, minutes, startApp, testConfig } from "./helpers/server.ts";
import { confirmedStudent, goodPassword } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";

const limit = (max: number) => ({ max, windowMs: minutes(15) });
const limits = { loginPerAccount: limit(3), loginPerAddress: limit(1000), publicPerAddress: limit(1000), lookupPerAddress: limit(1000) };

describe.each(databaseKinds)("the login lock (%s)", (kind) => {
  const s = useServer(kind, "lockout", { config: { limits } });
  let mailbox: Mailbox;
  let t: TestApp;
  beforeEach(() => {
    ({ mailbox, t } = s);
  });

  let addresses = 0;
  /** A browser of its own, from an address of its own. */
  const browser = (app = t.app) => new Client(app, { remoteAddress: `10.1.${Math.floor(addresses / 250)}.${addresses++ % 250}` });
  const login = (client: Client, username: string, password = goodPassword) => client.post("/public/login", { username, password });
  /** A stranger's three wrong guesses, each from another address: the account is then locked. */
  async function lockOut(username: string, app = t.app): Promise<void> {
    for (let i = 0; i < 3; i++) expect((await login(browser(app), username, "Wrong-Guess-123")).status).toBe(400);
    expect((await login(browser(app), username)).status).toBe(429);
  }
  /** The owner, logged in once from `owner` and logged out again. */
  async function ownerWithKnownBrowser(): Promise<{ username: string; owner: Client }> {
    const username = await confirmedStudent(t.app, mailbox);
    const owner = browser();
    expect((await login(owner, username)).status).toBe(200);
    await owner.get("/api/logout");
    return { username, owner };
  }

  it("finding 11: the right password from a browser that logged in to the account before passes the lock strangers put on it", async () => {
    const { username, owner } = await ownerWithKnownBrowser();
    await lockOut(username);
    expect((await login(owner, username)).status).toBe(200);
    expect((await owner.get("/api/profile")).status).toBe(200);
    // The stranger's lock stays on every other browser, and the known one still needs the password.
    expect((await login(browser(), username)).status).toBe(429);
    expect((await login(owner, username, "Wrong-Guess-123")).status).toBe(400);
  });

  it("finding 11: an owner on a new browser gets in through forgot and reset, which makes that browser known", async () => {
    const username = await confirmedStudent(t.app, mailbox);
    await lockOut(username);
    const owner = browser();
    expect((await owner.post("/public/forgot-password", { username })).status).toBe(200);
    const link = resetLinkIn(await mailbox.next(username));
    const password = "Owners-New-Pass-22";
    expect((await owner.post("/public/reset-password", { username, password, confirm_password: password, id: link.searchParams.get("id") })).status).toBe(200);
    await mailbox.next(username);
    // The stranger locks the account again before the owner logs in.
    await lockOut(username);
    expect((await login(owner, username, password)).status).toBe(200);
  });

  it("holds a known browser to a lock of its own after as many wrong passwords, leaving other browsers alone", async () => {
    const { username, owner } = await ownerWithKnownBrowser();
    for (let i = 0; i < 3; i++) expect((await login(owner, username, "Wrong-Guess-123")).status).toBe(400);
    expect((await login(owner, username)).body).toMatchObject({ code: "tooManyRequests" });
    expect((await login(browser(), username)).status).toBe(200);
  });

  /** A password reset through forgot and the mailed link, from `client`; returns the new password. */
  async function resetPassword(client: Client, username: string): Promise<string> {
    expect((await client.post("/public/forgot-password", { username })).status).toBe(200);
    const link = resetLinkIn(await mailbox.next(username));
    const password = "Owners-New-Pass-22";
    expect((await client.post("/public/reset-password", { username, password, confirm_password: password, id: link.searchParams.get("id") })).status).toBe(200);
    await mailbox.next(username);
    return password;
  }

  it("finding 9: a password reset ends every browser known before it; the browser that reset stays known", async () => {
    const { username, owner } = await ownerWithKnownBrowser();
    const other = browser();
    expect((await login(other, username)).status).toBe(200);
    const resetter = browser();
    const password = await resetPassword(resetter, username);
    await lockOut(username);
    expect((await login(owner, username, password)).body).toMatchObject({ code: "tooManyRequests" });
    expect((await login(other, username, password)).body).toMatchObject({ code: "tooManyRequests" });
    expect((await login(resetter, username, password)).status).toBe(200);
  });

  it("keeps a browser that was known before a reset and completes it known, and a later login makes a browser known again", async () => {
    const { username, owner } = await ownerWithKnownBrowser();
    const password = await resetPassword(owner, username);
    const later = browser();
    expect((await login(later, username, password)).status).toBe(200);
    await lockOut(username);
    expect((await login(owner, username, password)).status).toBe(200);
    expect((await login(later, username, password)).status).toBe(200);
  });

  /** The number of attempts counted against `key` so far (table rate_limits). */
  async function counted(key: string): Promise<number> {
    const { rows } = await t.app.db.query<{ count: number }>("SELECT count FROM rate_limits WHERE key = $1", [key]);
    return rows[0]?.count ?? 0;
  }
  /** Resolves once `key` has counted `n` attempts: a generous deadline, never a timing. */
  async function untilCounted(key: string, n: number): Promise<void> {
    const deadline = Date.now() + 60_000;
    while ((await counted(key)) < n) {
      if (Date.now() > deadline) throw new Error(`${key} never counted ${n} attempts`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  const statusCounts = (statuses: number[]) => Object.fromEntries([...new Set(statuses)].sort().map((status) => [status, statuses.filter((s) => s === status).length]));

  it("finding 1: wrong passwords sent at once are judged no more often than the lock allows, and the right one sent while they are judged does not log in", async () => {
    const username = await confirmedStudent(t.app, mailbox);
    const { max } = limits.loginPerAccount;
    const guesses = 8 * max;
    const wrong = Array.from({ length: guesses }, () => login(browser(), username, "Wrong-Guess-123"));
    // Sent once the guesses have used up the lock, while they are still being judged.
    const right = untilCounted(accountKey(username), max).then(() => login(browser(), username));
    const [responses, owner] = await Promise.all([Promise.all(wrong), right]);
    expect(statusCounts(responses.map((r) => r.status))).toEqual({ 400: max, 429: guesses - max });
    expect(owner.body).toMatchObject({ code: "tooManyRequests" });
    expect(owner.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect((await login(browser(), username)).status).toBe(429);
  });

  it("finding 1: wrong passwords sent at once from a known browser are judged no more often than its own lock allows", async () => {
    const { username, owner } = await ownerWithKnownBrowser();
    const { max } = limits.loginPerAccount;
    const guesses = 8 * max;
    const responses = await Promise.all(Array.from({ length: guesses }, () => login(owner, username, "Wrong-Guess-123")));
    expect(statusCounts(responses.map((r) => r.status))).toEqual({ 400: max, 429: guesses - max });
    expect((await login(owner, username)).status).toBe(429);
    // The known browser's guesses were counted on its own lock, not the account's.
    expect((await login(browser(), username)).status).toBe(200);
  });

  it("sets the known-device cookie HttpOnly, SameSite=Strict and long-lived, one per account", async () => {
    const { username, owner } = await ownerWithKnownBrowser();
    const res = await login(owner, username);
    const devices = res.cookies.filter((c) => c.name.startsWith("device_"));
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/", maxAge: knownDeviceLifetimeMs / 1000 });
    expect(devices[0]!.value).not.toContain(username);
    const other = await confirmedStudent(t.app, mailbox);
    const second = await login(owner, other);
    expect(second.cookies.filter((c) => c.name.startsWith("device_")).map((c) => c.name)).not.toContain(devices[0]!.name);
  });

  it.each([
    { case: "with its signature changed", spoil: (value: string) => value.replace(/.$/, (c) => (c === "A" ? "B" : "A")) },
    { case: "with a later expiry written in", spoil: (value: string) => value.replace(/\.(\d+)\./, (_, ms: string) => `.${Number(ms) + 1000}.`) },
    { case: "made for another account", spoil: (value: string) => value, otherAccount: true },
  ])("does not let a known-device cookie $case pass the lock", async ({ spoil, otherAccount }) => {
    const { username, owner } = await ownerWithKnownBrowser();
    const target = otherAccount ? await confirmedStudent(t.app, mailbox) : username;
    const { rows } = await t.app.db.query<{ id: string }>("SELECT id FROM accounts WHERE username = $1", [target]);
    const [, value] = [...owner.jar].find(([name]) => name.startsWith("device_"))!;
    await lockOut(target);
    const thief = browser();
    thief.jar.set(knownDeviceCookie(t.app, rows[0]!.id), spoil(value));
    expect((await login(thief, target)).status).toBe(429);
  });

  it("forgets a browser 180 days after its last login", async () => {
    const { username, owner } = await ownerWithKnownBrowser();
    t.clock.advance(knownDeviceLifetimeMs + 1000);
    await lockOut(username);
    expect((await login(owner, username)).status).toBe(429);
  });

  it("keeps a browser known across a change of the app's secret (APP_SECRET_PREVIOUS)", async () => {
    const { username, owner } = await ownerWithKnownBrowser();
    const rotated = await startApp(t.app.db, testConfig({ smtpUrl: mailbox.url, limits, secret: "the-new-secret-0123456789abcdef0123456789", previousSecrets: [t.config.secret] }), t.clock);
    try {
      await lockOut(username, rotated.app);
      const same = browser(rotated.app);
      for (const [name, value] of owner.jar) same.jar.set(name, value);
      expect((await login(same, username)).status).toBe(200);
    } finally {
      await rotated.app.close();
    }
  });
});
