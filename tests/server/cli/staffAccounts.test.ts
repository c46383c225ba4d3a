/**
 * Issue 29: `npm run -s cli -- staff add|list|disable|enable|reset` and `audit`, run as the CLI runs
 * them (the command function on the test's database and clock, its lines caught), on both databases;
 * then through the server's door on the embedded database, and as a real process reading the
 * password from a pipe.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/app.ts";
import { auditCommand } from "../../../server/cli/audit.ts";
import type { Command, Printer } from "../../../server/cli/command.ts";
import { staffCommand } from "../../../server/cli/staff.ts";
import { systemClock } from "../../../server/clock.ts";
import { recordAudit } from "../../../server/office/audit.ts";
import { staffControlApp } from "../../../server/staff/control.ts";
import { databaseKinds, openTestDatabase } from "../helpers/databases.ts";
import { Client, type TestApp, minutes, testConfig } from "../helpers/server.ts";
import { staffAccount, staffLogin } from "../helpers/staff.ts";
import { goodPassword, newUsername } from "../helpers/students.ts";
import { useServer } from "../helpers/suite.ts";

const limit = (max: number) => ({ max, windowMs: minutes(15) });
const limits = { loginPerAccount: limit(3), loginPerAddress: limit(1000), publicPerAddress: limit(1000), lookupPerAddress: limit(1000) };
const generated = /^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/;

describe.each(databaseKinds)("the staff commands (%s)", (kind) => {
  const s = useServer(kind, "staff_cli", { config: { limits } });
  let t: TestApp;
  let dir = "";
  beforeEach(() => {
    t = s.t;
  });
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "staff-cli-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Runs a command; its exit code and the lines it printed on each stream. */
  const run = async (command: Command, ...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const print: Printer = { out: (line) => void out.push(line), err: (line) => void err.push(line) };
    const code = await command.run(args, { config: t.config, db: s.db, now: t.clock.now(), print });
    return { code, out, err };
  };
  const staff = (...args: string[]) => run(staffCommand, ...args);
  let files = 0;
  const passwordFile = async (text: string): Promise<string> => {
    const path = join(dir, `password-${files++}`);
    await writeFile(path, text);
    return path;
  };

  describe("staff add", () => {
    it("draws a password that meets the students' rules, prints it once, last, and the account signs in with its role", async () => {
      const username = newUsername("officer");
      const made = await staff("add", username, "manager");
      expect(made).toMatchObject({ code: 0, err: [] });
      expect(made.out[0]).toBe(`Staff account ${username} created, with the role manager.`);
      const password = made.out.at(-1) ?? "";
      expect(password).toMatch(generated);
      expect((await staffLogin(new Client(t.app), username, password)).body).toMatchObject({ username, role: "manager" });
    });

    it("reads the password from the first line of --password-file, prints none, and refuses one that breaks the rules with their messages", async () => {
      const username = newUsername("officer");
      const weak = await staff("add", username, "reviewer", "--password-file", await passwordFile("short\n"));
      expect(weak.code).toBe(2);
      expect(weak.err).toEqual(expect.arrayContaining(["At least 12 characters"]));
      const spaced = await staff("add", username, "reviewer", "--password-file", await passwordFile(` ${goodPassword}\n`));
      expect(spaced.code).toBe(2);
      const made = await staff("add", username, "reviewer", "--password-file", await passwordFile(`${goodPassword}\r\nsecond line\n`));
      expect(made).toMatchObject({ code: 0, out: [`Staff account ${username} created, with the role reviewer.`] });
      expect((await staffLogin(new Client(t.app), username)).status).toBe(200);
    });

    it("refuses a username that is no e-mail address, a role other than reviewer or manager, a taken username and a missing file", async () => {
      expect(await staff("add", "not-an-address", "reviewer")).toMatchObject({ code: 2, err: ["Your email address must be valid."] });
      expect(await staff("add", newUsername(), "admin")).toMatchObject({ code: 2, err: ['The role must be reviewer or manager, not "admin".'] });
      const username = await staffAccount(t.app, "reviewer");
      expect(await staff("add", username.toUpperCase(), "manager")).toMatchObject({ code: 1, err: [`There is already a staff account with the username ${username}.`] });
      const missing = await staff("add", newUsername(), "reviewer", "--password-file", join(dir, "nothing-here"));
      expect(missing.code).toBe(1);
      expect(missing.err[0]).toMatch(/nothing-here could not be read/);
    });
  });

  it("prints its usage, exit 2, for no subcommand, an unknown one, or extra arguments", async () => {
    for (const args of [[], ["remove", "x@example.edu"], ["list", "extra"], ["disable"], ["add", "x@example.edu"], ["reset", "a@example.edu", "b@example.edu"]]) {
      const answer = await staff(...args);
      expect(answer.code).toBe(2);
      expect(answer.err[0]).toMatch(/^usage: staff add <username> <reviewer\|manager>/);
    }
  });

  it("staff list shows each account's role, state and latest sign-in", async () => {
    const active = await staffAccount(t.app, "manager", `a-${newUsername("list")}`);
    const disabled = await staffAccount(t.app, "reviewer", `b-${newUsername("list")}`);
    expect((await staffLogin(new Client(t.app), active)).status).toBe(200);
    expect((await staff("disable", disabled)).code).toBe(0);
    const { code, out } = await staff("list");
    expect(code).toBe(0);
    expect(out[0]).toBe("username\trole\tstate\tcreated\tlast sign-in");
    const now = t.clock.now().toISOString();
    expect(out).toContain(`${active}\tmanager\tactive\t${now}\t${now}`);
    expect(out).toContain(`${disabled}\treviewer\tdisabled since ${now}\t${now}\tnever`);
  });

  it("staff disable ends the account's sessions and refuses its sign-in; staff enable lets it sign in again", async () => {
    const username = await staffAccount(t.app, "manager");
    const client = new Client(t.app);
    expect((await staffLogin(client, username)).status).toBe(200);
    expect(await staff("disable", username)).toMatchObject({ code: 0, out: [`Staff account ${username} is disabled, and its sessions are ended.`] });
    expect((await client.get("/staff-api/me")).status).toBe(401);
    expect((await s.db.query("SELECT 1 FROM staff_sessions s JOIN staff_accounts a ON a.id = s.staff_id WHERE a.username = $1", [username])).rows).toEqual([]);
    expect((await staffLogin(client, username)).body).toMatchObject({ code: "staffDisabled" });
    expect(await staff("enable", username)).toMatchObject({ code: 0, out: [`Staff account ${username} can sign in again.`] });
    expect((await staffLogin(client, username)).status).toBe(200);
  });

  it("staff reset sets a new password, ends the sessions and lifts a lock", async () => {
    const username = await staffAccount(t.app, "reviewer");
    const client = new Client(t.app);
    expect((await staffLogin(client, username)).status).toBe(200);
    for (let i = 0; i < limits.loginPerAccount.max; i++) await staffLogin(new Client(t.app), username, "Wrong-Guess-123");
    expect((await staffLogin(new Client(t.app), username)).status).toBe(429);
    const reset = await staff("reset", username);
    expect(reset.code).toBe(0);
    expect(reset.out[0]).toBe(`The password of ${username} is changed; its sessions are ended and its failed sign-ins forgotten.`);
    const password = reset.out.at(-1) ?? "";
    expect(password).toMatch(generated);
    expect((await client.get("/staff-api/me")).status).toBe(401);
    expect((await staffLogin(new Client(t.app), username)).status).toBe(400);
    expect((await staffLogin(new Client(t.app), username, password)).status).toBe(200);
  });

  it("staff disable, enable and reset of a username no staff account has exit 1", async () => {
    for (const sub of ["disable", "enable", "reset"]) expect(await staff(sub, "nobody@example.edu")).toMatchObject({ code: 1, err: ["There is no staff account with the username nobody@example.edu."] });
  });

  describe("audit", () => {
    it("prints the latest entries newest first, and with --application one application's", async () => {
      const username = await staffAccount(t.app, "reviewer");
      const at = (minute: number) => new Date(t.clock.now().getTime() + minutes(60 + minute));
      const entry = { staffId: null, username, ip: "10.6.0.1" };
      await recordAudit(s.db, { ...entry, at: at(1), action: "view", reference: "CLI2-AUD9" });
      await recordAudit(s.db, { ...entry, at: at(2), action: "list", reference: null });
      await recordAudit(s.db, { ...entry, at: at(3), action: "pdf", reference: "CLI2-AUD9" });
      const latest = await run(auditCommand, "--limit", "2");
      expect(latest).toMatchObject({ code: 0, err: [] });
      expect(latest.out).toEqual([
        "time\tstaff\taction\tapplication\taddress",
        `${at(3).toISOString()}\t${username}\tpdf\tCLI2-AUD9\t10.6.0.1`,
        `${at(2).toISOString()}\t${username}\tlist\t-\t10.6.0.1`,
      ]);
      const one = await run(auditCommand, "--application", "cli2-aud9");
      expect(one.out.slice(1).map((line) => line.split("\t")[2])).toEqual(["pdf", "view"]);
    });

    it("finds a draft's entries by its application id, which they show in place of a reference", async () => {
      const username = await staffAccount(t.app, "reviewer");
      const draft = (await s.db.query<{ id: string }>("SELECT gen_random_uuid() AS id")).rows[0]?.id ?? "";
      const at = new Date(t.clock.now().getTime() + minutes(90));
      await recordAudit(s.db, { staffId: null, username, ip: "10.6.0.2", at, action: "view", reference: null, applicationId: draft });
      expect((await run(auditCommand, "--application", draft.toUpperCase())).out).toEqual(["time\tstaff\taction\tapplication\taddress", `${at.toISOString()}\t${username}\tview\t${draft}\t10.6.0.2`]);
    });

    it("records a sign-in a command can then show", async () => {
      const username = await staffAccount(t.app, "manager");
      expect((await staffLogin(new Client(t.app, { remoteAddress: "10.6.0.9" }), username)).status).toBe(200);
      const { out } = await run(auditCommand, "--limit", "10000");
      expect(out.filter((line) => line.includes(`\t${username}\t`))).toEqual([`${t.clock.now().toISOString()}\t${username}\tsign-in\t-\t10.6.0.9`]);
    });

    it("says when an application has no entry, and refuses a bad --limit or an unknown argument with exit 2", async () => {
      expect(await run(auditCommand, "--application", "ZZZZ-ZZZZ")).toMatchObject({ code: 0, out: [], err: ["The audit trail holds no entry for the application ZZZZ-ZZZZ."] });
      for (const value of ["0", "10001", "ten", ""]) expect(await run(auditCommand, "--limit", value)).toMatchObject({ code: 2, err: [`--limit takes a whole number from 1 to 10000, not "${value}".`] });
      expect((await run(auditCommand, "extra")).code).toBe(2);
      expect((await run(auditCommand, "--application")).code).toBe(2);
    });
  });
});

describe("the staff commands through the server and as a process", () => {
  it("staff add through the server's door reads the password the CLI sent, and the account signs in at once", async () => {
    const db = await openTestDatabase("pglite", "staff_cli_control");
    const token = "staff-token-0123456789abcdef0123456789";
    const config = testConfig();
    const app = await buildApp({ config, db, logger: false, seedLookupSamples: false });
    const control = staffControlApp({ config, db, clock: systemClock, log: app.log }, token);
    try {
      const username = newUsername("officer");
      const res = await control.inject({
        method: "POST",
        url: "/__staff/staff",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        payload: JSON.stringify({ operator: "registrar-ops", args: ["add", username, "reviewer", "--password-file", "/dev/stdin"], files: { "/dev/stdin": { text: `${goodPassword}\n` } } }),
        remoteAddress: "127.0.0.1",
      });
      expect(res.json()).toEqual({ code: 0, output: [{ stream: "out", line: `Staff account ${username} created, with the role reviewer.` }] });
      expect((await staffLogin(new Client(app), username)).status).toBe(200);
    } finally {
      await control.close();
      await app.close();
      await db.close();
    }
  }, 120_000);

  it("npm run -s cli -- staff add … --password-file /dev/stdin takes the password from a pipe", async () => {
    const db = await openTestDatabase("postgres", "staff_cli_process");
    const root = resolve(import.meta.dirname, "../../..");
    const username = newUsername("officer");
    try {
      // A shell's pipe, as a staff member types it: Node's own child pipes are sockets, which /dev/stdin cannot open.
      const command = `printf '%s\\n' "$PASSWORD" | "$NODE" server/cli.ts staff add "$USERNAME" manager --password-file /dev/stdin`;
      const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/root", NODE: process.execPath, PASSWORD: goodPassword, USERNAME: username };
      const settings = { DATABASE_URL: db.url ?? "", APP_SECRET: "test-secret-0123456789abcdef0123456789abcdef", DATA_DIR: join(tmpdir(), "transfer-app-test-unused") };
      const result = await new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
        execFile("/bin/sh", ["-c", command], { cwd: root, env: { ...env, ...settings }, timeout: 60_000 }, (error, stdout, stderr) =>
          done({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
        );
      });
      expect(result, result.stderr).toMatchObject({ code: 0, stdout: `Staff account ${username} created, with the role manager.\n` });
      expect((await db.query("SELECT role FROM staff_accounts WHERE username = $1", [username])).rows).toEqual([{ role: "manager" }]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
