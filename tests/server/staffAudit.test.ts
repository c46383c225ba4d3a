/**
 * Issue 29: the staff audit trail. Every staff sign-in attempt that reaches an account is recorded
 * once, with its address; sign-outs too; and the database itself refuses to change or remove a row.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { auditEntries, recordAudit } from "../../server/office/audit.ts";
import { disableStaff } from "../../server/office/staffAccounts.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { Client, type TestApp, minutes } from "./helpers/server.ts";
import { staffAccount, staffLogin } from "./helpers/staff.ts";
import { useServer } from "./helpers/suite.ts";

const limit = (max: number) => ({ max, windowMs: minutes(15) });
const limits = { loginPerAccount: limit(3), loginPerAddress: limit(1000), publicPerAddress: limit(1000), lookupPerAddress: limit(1000) };

interface Row {
  action: string;
  staff_id: string | null;
  ip: string;
}

describe.each(databaseKinds)("the staff audit trail (%s)", (kind) => {
  const s = useServer(kind, "staff_audit", { config: { limits } });
  let t: TestApp;
  beforeEach(() => {
    t = s.t;
  });

  const rowsOf = async (username: string): Promise<Row[]> =>
    (await t.app.db.query<Row>("SELECT action, staff_id, ip FROM staff_audit WHERE username = $1 ORDER BY id", [username])).rows;
  const actionsOf = async (username: string): Promise<string[]> => (await rowsOf(username)).map((row) => row.action);

  it("records a sign-in, a wrong password and a sign-out once each, with the staff member and the browser's address", async () => {
    const username = await staffAccount(t.app, "reviewer");
    const client = new Client(t.app, { remoteAddress: "10.3.0.7" });
    expect((await staffLogin(client, username, "Wrong-Guess-123")).status).toBe(400);
    expect((await staffLogin(client, username)).status).toBe(200);
    expect((await client.get("/staff-api/me")).status).toBe(200);
    expect((await client.post("/staff-api/logout")).status).toBe(200);
    // A second sign-out has no session to end, and records nothing.
    expect((await client.post("/staff-api/logout")).status).toBe(200);
    const rows = await rowsOf(username);
    expect(rows.map((row) => row.action)).toEqual(["sign-in-failed", "sign-in", "sign-out"]);
    expect(new Set(rows.map((row) => row.ip))).toEqual(new Set(["10.3.0.7"]));
    expect(rows.every((row) => row.staff_id !== null)).toBe(true);
  });

  it("records an attempt on a locked account and on a disabled one as refused, each once", async () => {
    const locked = await staffAccount(t.app, "manager");
    for (let i = 0; i <= limits.loginPerAccount.max; i++) await staffLogin(new Client(t.app), locked, "Wrong-Guess-123");
    expect((await staffLogin(new Client(t.app), locked)).status).toBe(429);
    expect(await actionsOf(locked)).toEqual([...Array<string>(limits.loginPerAccount.max).fill("sign-in-failed"), "sign-in-locked", "sign-in-locked"]);

    const disabled = await staffAccount(t.app, "manager");
    await disableStaff(t.app.db, disabled, t.clock.now());
    expect((await staffLogin(new Client(t.app), disabled)).status).toBe(403);
    expect(await actionsOf(disabled)).toEqual(["sign-in-disabled"]);
  });

  it("records a sign-in attempt with a username no staff account has, with no account", async () => {
    const username = "no-such-officer@example.edu";
    expect((await staffLogin(new Client(t.app), username)).status).toBe(400);
    expect(await rowsOf(username)).toEqual([expect.objectContaining({ action: "sign-in-failed", staff_id: null })]);
  });

  it("records each of many attempts sent at once exactly once", async () => {
    const username = await staffAccount(t.app, "manager");
    const { max } = limits.loginPerAccount;
    const guesses = 6 * max;
    await Promise.all(Array.from({ length: guesses }, (_, i) => staffLogin(new Client(t.app, { remoteAddress: `10.4.0.${i + 1}` }), username, "Wrong-Guess-123")));
    const rows = await rowsOf(username);
    expect(rows.filter((row) => row.action === "sign-in-failed")).toHaveLength(max);
    expect(rows.filter((row) => row.action === "sign-in-locked")).toHaveLength(guesses - max);
    expect(new Set(rows.map((row) => row.ip)).size).toBe(guesses);
  });

  it("the database refuses UPDATE, DELETE and TRUNCATE of its rows", async () => {
    const username = await staffAccount(t.app, "reviewer");
    expect((await staffLogin(new Client(t.app), username)).status).toBe(200);
    const change = ["UPDATE staff_audit SET action = 'sign-out' WHERE username = $1", "DELETE FROM staff_audit WHERE username = $1"];
    for (const text of change) await expect(t.app.db.query(text, [username])).rejects.toThrow(/staff_audit is append-only/);
    await expect(t.app.db.query("TRUNCATE staff_audit")).rejects.toThrow(/staff_audit is append-only/);
    // Inside a transaction too: the whole transaction fails and the row stays.
    await expect(t.app.db.transaction((tx) => tx.query("DELETE FROM staff_audit WHERE username = $1", [username]))).rejects.toThrow(/append-only/);
    expect(await actionsOf(username)).toEqual(["sign-in"]);
  });

  it("reads the latest entries newest first, or one application's", async () => {
    const username = await staffAccount(t.app, "reviewer");
    const at = (minute: number) => new Date(t.clock.now().getTime() + minutes(minute));
    const entry = { staffId: null, username, ip: "10.5.0.1" };
    await recordAudit(t.app.db, { ...entry, at: at(1), action: "view", reference: "7KQM-4XD9" });
    await recordAudit(t.app.db, { ...entry, at: at(2), action: "pdf", reference: "2345-6789" });
    await recordAudit(t.app.db, { ...entry, at: at(3), action: "document", reference: "7KQM-4XD9" });
    expect((await auditEntries(t.app.db, { reference: "7KQM-4XD9", limit: 10 })).map((e) => [e.action, e.at.getTime()])).toEqual([
      ["document", at(3).getTime()],
      ["view", at(1).getTime()],
    ]);
    expect((await auditEntries(t.app.db, { limit: 2 })).map((e) => e.action)).toEqual(["document", "pdf"]);
  });
});
