/**
 * The language a student chose is kept with the account: a sign-up takes the visitor's choice
 * (the readable cookie the page sets), a login gives the account's to a browser that chose none
 * or another, and PUT /api/locale changes it, for the student's own account alone.
 */
import { describe, expect, it } from "vitest";
import { localeCookieName } from "../../engine/index.ts";
import { formLocales } from "../../schema/partner.ts";
import { Client } from "./helpers/server.ts";
import { goodPassword, newUsername, studentWithSession } from "./helpers/students.ts";
import { codeIn } from "./helpers/mailbox.ts";
import { useServer } from "./helpers/suite.ts";

const accountLocale = async (db: { query: <T>(sql: string, params: unknown[]) => Promise<{ rows: T[] }> }, username: string): Promise<string | null | undefined> =>
  (await db.query<{ locale: string | null }>("SELECT locale FROM accounts WHERE username = $1", [username])).rows[0]?.locale;

describe("the language kept with the account", () => {
  const s = useServer("pglite", "account-locale");
  // The form's last language: the default one in a form of one, another in a form of several.
  const chosen = formLocales.at(-1) ?? "";

  it("is the one the visitor chose when they signed up, and none when they chose none", async () => {
    const [withChoice, without] = [newUsername("chose"), newUsername("none")];
    const visitor = new Client(s.t.app);
    visitor.jar.set(localeCookieName, chosen);
    expect((await visitor.post("/public/signup", { username: withChoice, password: goodPassword })).status).toBe(200);
    expect((await new Client(s.t.app).post("/public/signup", { username: without, password: goodPassword })).status).toBe(200);
    expect(await accountLocale(s.db, withChoice)).toBe(chosen);
    expect(await accountLocale(s.db, without)).toBeNull();
  });

  it("is not a language the form is not written in", async () => {
    const username = newUsername("unknown");
    const visitor = new Client(s.t.app);
    visitor.jar.set(localeCookieName, "xx");
    expect((await visitor.post("/public/signup", { username, password: goodPassword })).status).toBe(200);
    expect(await accountLocale(s.db, username)).toBeNull();
  });

  it("is given to the browser a student logs in from, and left alone when the account has none", async () => {
    const username = newUsername("login");
    const visitor = new Client(s.t.app);
    visitor.jar.set(localeCookieName, chosen);
    await visitor.post("/public/signup", { username, password: goodPassword });
    expect((await visitor.post("/public/confirm", { username, code: codeIn(await s.mailbox.next(username)) })).status).toBe(200);

    const elsewhere = new Client(s.t.app);
    const login = await elsewhere.post("/public/login", { username, password: goodPassword });
    expect(login.status).toBe(200);
    const cookie = login.cookies.find((c) => c.name === localeCookieName);
    expect(cookie).toMatchObject({ value: chosen, path: "/", sameSite: "Lax" });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.maxAge).toBeGreaterThan(0);

    const { username: none } = await studentWithSession(s.t.app);
    const noChoice = await new Client(s.t.app).post("/public/login", { username: none, password: goodPassword });
    expect(noChoice.status).toBe(200);
    expect(noChoice.cookies.map((c) => c.name)).not.toContain(localeCookieName);
  });

  it("changes with PUT /api/locale, for the student's own account, to a language of the form only", async () => {
    const { client, username } = await studentWithSession(s.t.app);
    const other = await studentWithSession(s.t.app);
    const res = await client.put("/api/locale", { locale: chosen });
    expect(res.status).toBe(200);
    expect(client.jar.get(localeCookieName)).toBe(chosen);
    expect(await accountLocale(s.db, username)).toBe(chosen);
    expect(await accountLocale(s.db, other.username)).toBeNull();

    for (const locale of ["xx", "", 3, null]) {
      const refused = await client.put("/api/locale", { locale });
      expect(refused.status).toBe(400);
      expect(String(refused.body.message)).toContain(formLocales.join(", "));
    }
    expect(await accountLocale(s.db, username)).toBe(chosen);
    expect((await new Client(s.t.app).put("/api/locale", { locale: chosen })).status).toBe(401);
  });
});
