/** Finding 8 of the attacker's probe: look-alike usernames must not make accounts. */
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/types.ts";
import { databaseKinds } from "./helpers/databases.ts";
import type { Mailbox } from "./helpers/mailbox.ts";
import { Client, type TestApp } from "./helpers/server.ts";
import { goodPassword, newUsername, signUp } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";

const usernameMessage = "Your email address must be valid.";

// Each spelling looks like (or would be mailed as) a plain ASCII address.
const lookAlikes = [
  { case: "a zero-width space in the domain", username: (local: string) => `${local}@exam\u200Bple.edu` },
  { case: "a zero-width joiner in the local part", username: (local: string) => `${local}\u200D@example.edu` },
  { case: "a right-to-left override", username: (local: string) => `${local}@\u202Eude.elpmaxe` },
  { case: "a soft hyphen", username: (local: string) => `${local}@exam\u00ADple.edu` },
  { case: "a Cyrillic а in the domain", username: (local: string) => `${local}@ex\u0430mple.edu` },
  { case: "a Cyrillic а in the local part", username: (local: string) => `\u0430${local}@example.edu` },
  { case: "a domain typed in Unicode", username: (local: string) => `${local}@münchen.de` },
  { case: "an xn-- label that is no IDNA label", username: (local: string) => `${local}@xn--example-.edu` },
  { case: "an empty domain label", username: (local: string) => `${local}@example..edu` },
  // Not a look-alike: a mail header written into the address (SMTP header injection, ASVS 5.2.3).
  { case: "a line break and a header", username: (local: string) => `${local}@example.edu\r\nBcc: everyone@example.edu` },
];

describe.each(databaseKinds)("usernames (%s)", (kind) => {
  const s = useServer(kind, "usernames");
  let db: Database;
  let mailbox: Mailbox;
  let t: TestApp;
  beforeEach(() => {
    ({ db, mailbox, t } = s);
  });
  const local = () => newUsername("alice").split("@")[0]!;
  const accounts = async () => (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM accounts")).rows[0]!.n;

  it.each(lookAlikes)("finding 8: refuses $case on every account call with the form's e-mail message, and makes no account", async ({ username }) => {
    const name = username(local());
    const client = new Client(t.app);
    const before = await accounts();
    const calls = [
      { url: "/public/signup", body: { username: name, password: goodPassword }, message: usernameMessage },
      { url: "/public/confirm", body: { username: name, code: "123456" }, message: usernameMessage },
      { url: "/public/resend-confirm", body: { username: name }, message: "You must provide a valid email address to resend a confirmation code." },
      { url: "/public/login", body: { username: name, password: goodPassword }, message: "Please provide a valid email address." },
      { url: "/public/forgot-password", body: { username: name }, message: usernameMessage },
      { url: "/public/reset-password", body: { username: name, password: goodPassword, confirm_password: goodPassword, id: "abc" }, message: usernameMessage },
    ];
    for (const { url, body, message } of calls) {
      const res = await client.post(url, body);
      expect({ url, status: res.status, message: res.body.message, errors: res.body.errors }).toEqual({ url, status: 400, message, errors: { username: [message] } });
    }
    expect(await accounts()).toBe(before);
  });

  it("finding 8: a compatibility spelling (full-width letters) is the same account as the plain address, never a second one", async () => {
    const plain = newUsername("wide");
    await signUp(t.app, mailbox, plain);
    const wide = plain.replace(/[a-z]/g, (c) => String.fromCodePoint(c.codePointAt(0)! - 0x61 + 0xff41)).replace("@", "\uFF20");
    const again = await new Client(t.app).post("/public/signup", { username: wide, password: goodPassword });
    expect(again.status).toBe(200);
    // The code went to the plain address, and there is one account for it.
    await mailbox.next(plain);
    const { rows } = await db.query<{ username: string }>("SELECT username FROM accounts WHERE username LIKE $1", [`%${plain.split("@")[0]!.slice(-8)}%`]);
    expect(rows.map((r) => r.username)).toEqual([plain]);
  });

  it("accepts an internationalised domain in its IDNA (xn--) form", async () => {
    const username = `${local()}@xn--mnchen-3ya.de`;
    expect((await new Client(t.app).post("/public/signup", { username, password: goodPassword })).status).toBe(200);
    await mailbox.next(username);
  });
});
