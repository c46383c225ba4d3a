/**
 * Finding 4 of the attacker's probe: no account call may tell whether an account exists, by its
 * answer or by its time. Time is shown by the work each call does (argon2 hashes counted; mail
 * never awaited where only a real account gets one), and by a generous comparison of the calls
 * argon2 makes slow: medians of several interleaved attempts within a factor of three, which a
 * loaded machine slows alike and which a missing 20-100 ms hash would break.
 */
import type * as Argon2 from "@node-rs/argon2";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { SMTPServer } from "smtp-server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { insertAccount } from "../../server/accounts/store.ts";
import type { Database } from "../../server/db/types.ts";
import { databaseKinds } from "./helpers/databases.ts";
import type { Mailbox } from "./helpers/mailbox.ts";
import { Client, type TestApp, hours, startApp, testConfig } from "./helpers/server.ts";
import { confirmedStudent, newUsername, signUp } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";

// The real argon2, counted.
const argon2 = vi.hoisted(() => ({ hash: 0, verify: 0 }));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    hash: (...args: Parameters<typeof real.hash>) => (argon2.hash++, real.hash(...args)),
    verify: (...args: Parameters<typeof real.verify>) => (argon2.verify++, real.verify(...args)),
  };
});

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** An SMTP listener that takes each mail only when the test lets it. */
async function heldMailbox(): Promise<{ url: string; release(): void; received(): number; close(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => void released.then(() => (received++, callback())));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, release, received: () => received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(databaseKinds)("whether an account exists (%s)", (kind) => {
  const s = useServer(kind, "enumeration");
  let db: Database;
  let mailbox: Mailbox;
  let t: TestApp;
  beforeEach(() => {
    ({ db, mailbox, t } = s);
  });

  /** An address in each state an attacker would like to tell apart, with the code it was mailed. */
  async function addresses(): Promise<Record<string, { username: string; code?: string }>> {
    const pending = newUsername("pending");
    const confirmed = newUsername("confirmed");
    const locked = newUsername("locked");
    const expired = newUsername("expired");
    const codes = { pending: await signUp(t.app, mailbox, pending), confirmed: await signUp(t.app, mailbox, confirmed), locked: await signUp(t.app, mailbox, locked) };
    expect((await new Client(t.app).post("/public/confirm", { username: confirmed, code: codes.confirmed })).status).toBe(200);
    const lockedWrong = codes.locked === "999999" ? "888888" : "999999";
    for (let i = 0; i < 5; i++) await new Client(t.app).post("/public/confirm", { username: locked, code: lockedWrong });
    const expiredCode = await signUp(t.app, mailbox, expired);
    await db.query("UPDATE confirmation_codes SET expires_at = $2 FROM accounts a WHERE a.id = account_id AND a.username = $1", [expired, new Date(t.clock.now().getTime() - hours(1))]);
    return {
      unknown: { username: newUsername("unknown") },
      pending: { username: pending, code: codes.pending },
      confirmed: { username: confirmed, code: codes.confirmed },
      "pending, its code locked by wrong tries": { username: locked, code: codes.locked },
      "pending, its code expired": { username: expired, code: expiredCode },
    };
  }

  it("finding 4: confirm, resend, sign-up, forgot and login answer alike whether or not the account exists", async () => {
    const states = await addresses();
    const answers: Record<string, Record<string, unknown>> = {};
    for (const [state, { username, code }] of Object.entries(states)) {
      // A guess that is not the address's code, as anyone but the mailbox's owner would type.
      const guess = code === "123456" ? "654321" : "123456";
      const client = () => new Client(t.app);
      const answer = async (url: string, body: Record<string, unknown>) => {
        const res = await client().post(url, body);
        return { status: res.status, body: res.body };
      };
      answers[state] = {
        confirm: await answer("/public/confirm", { username, code: guess }),
        resend: await answer("/public/resend-confirm", { username }),
        signup: await answer("/public/signup", { username, password: "Another-Pass-4567" }),
        forgot: await answer("/public/forgot-password", { username }),
        login: await answer("/public/login", { username, password: "Not-The-Pass-4567" }),
      };
    }
    for (const [state, answer] of Object.entries(answers)) expect({ state, ...answer }).toEqual({ state, ...answers.unknown });
  });

  it("still tells the owner, who typed the right code, that the account is confirmed, locked or expired", async () => {
    const states = await addresses();
    const confirm = async (state: string) => (await new Client(t.app).post("/public/confirm", { username: states[state]!.username, code: states[state]!.code })).body.code;
    expect(await confirm("confirmed")).toBe("alreadyConfirmed");
    expect(await confirm("pending, its code locked by wrong tries")).toBe("codeLocked");
    expect(await confirm("pending, its code expired")).toBe("codeExpired");
  });

  it("finding 4: resend answers without waiting for the mail, which only a waiting account gets", async () => {
    const held = await heldMailbox();
    const app = await startApp(db, testConfig({ smtpUrl: held.url }), t.clock);
    try {
      const username = newUsername("pending");
      await db.transaction((tx) => insertAccount(tx, username, "$argon2id$not-used", t.clock.now()));
      const answered = new Client(app.app).post("/public/resend-confirm", { username }).then((res) => res.status);
      const held5s = new Promise<string>((resolve) => setTimeout(() => resolve("still waiting for the mail after 5 s"), 5000));
      expect(await Promise.race([answered, held5s])).toBe(200);
      expect(held.received()).toBe(0);
    } finally {
      held.release();
      await app.app.close();
      await held.close();
    }
    expect(held.received()).toBe(1);
  });

  it("finding 4: login and sign-up run argon2 once whether or not the account exists", async () => {
    const confirmed = await confirmedStudent(t.app, mailbox);
    const pending = newUsername("pending");
    await signUp(t.app, mailbox, pending);
    const work = async (url: string, body: Record<string, string>) => {
      const before = { ...argon2 };
      await new Client(t.app).post(url, body);
      return { hash: argon2.hash - before.hash, verify: argon2.verify - before.verify };
    };
    for (const username of [newUsername("unknown"), pending, confirmed]) {
      expect({ username, login: await work("/public/login", { username, password: "Not-The-Pass-4567" }) }).toEqual({ username, login: { hash: 0, verify: 1 } });
      expect({ username, signup: await work("/public/signup", { username, password: "Another-Pass-4567" }) }).toEqual({ username, signup: { hash: 1, verify: 0 } });
    }
  });

  it("takes as long to refuse a login for an unknown address as for a wrong password, within a generous factor", async () => {
    const username = await confirmedStudent(t.app, mailbox);
    const time = async (who: string) => {
      const start = performance.now();
      expect((await new Client(t.app).post("/public/login", { username: who, password: "Not-The-Pass-4567" })).status).toBe(400);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await time(username));
      unknown.push(await time(newUsername("unknown")));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio, `medians: unknown ${median(unknown).toFixed(1)} ms, known ${median(known).toFixed(1)} ms`).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });
});
