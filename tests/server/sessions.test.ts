import { describe, expect, it } from "vitest";
import { messages } from "../../engine/index.ts";
import { officeWords } from "../../server/words.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { Client, minutes, publicUrl, startApp, testConfig } from "./helpers/server.ts";
import { goodPassword, studentWithSession } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";
import { firstPath } from "../support/formPaths.ts";

describe.each(databaseKinds)("sessions and cross-site requests (%s)", (kind) => {
  const s = useServer(kind, "sessions");

  describe("the session cookie", () => {
    it("is a random id, HttpOnly and SameSite=Lax, not Secure over http, stored only as a hash", async () => {
      const { username } = await studentWithSession(s.t.app);
      const res = await new Client(s.t.app).post("/public/login", { username, password: goodPassword });
      const sid = res.cookies.find((c) => c.name === "sid")!;
      expect(sid).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      expect(sid.secure).toBeFalsy();
      expect(sid.value).toMatch(/^[\w-]{43}$/);
      expect(res.cookies.find((c) => c.name === "logged_in")).toMatchObject({ value: "1" });
      const { rows } = await s.db.query<{ id_hash: string }>("SELECT id_hash FROM sessions");
      expect(rows.some((r) => r.id_hash === sid.value)).toBe(false);
    });

    it("is Secure, with the __Host- prefix, when the public origin is https", async () => {
      const secure = await startApp(s.db, testConfig({ smtpUrl: s.mailbox.url, publicUrl: "https://apply.example.edu" }));
      try {
        const { username } = await studentWithSession(s.t.app);
        const res = await new Client(secure.app, { origin: "https://apply.example.edu" }).post("/public/login", { username, password: goodPassword });
        expect(res.cookies.find((c) => c.name === "__Host-sid")).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });
        expect(res.headers["strict-transport-security"]).toBeDefined();
      } finally {
        await secure.app.close();
      }
    });
  });

  it("rotates the session id at login: an id held before no longer works", async () => {
    const { client, username } = await studentWithSession(s.t.app);
    const before = client.jar.get("sid")!;
    await client.post("/public/login", { username, password: goodPassword });
    const after = client.jar.get("sid")!;
    expect(after).not.toBe(before);
    const stale = new Client(s.t.app);
    stale.jar.set("sid", before);
    expect((await stale.get("/api/profile")).status).toBe(401);
    expect((await client.get("/api/profile")).status).toBe(200);
  });

  it("ends the session at logout and clears the cookies", async () => {
    const { client } = await studentWithSession(s.t.app);
    const sid = client.jar.get("sid")!;
    const res = await client.get("/api/logout");
    expect(res).toMatchObject({ status: 200, body: { message: officeWords.notices.loggedOut } });
    expect(client.jar.has("sid")).toBe(false);
    expect(client.jar.has("logged_in")).toBe(false);
    const replay = new Client(s.t.app);
    replay.jar.set("sid", sid);
    expect((await replay.get("/api/profile")).status).toBe(401);
  });

  it("ends a session after 15 minutes without activity, and activity keeps it alive", async () => {
    const { client } = await studentWithSession(s.t.app);
    s.t.clock.advance(minutes(14));
    expect((await client.get("/api/profile")).status).toBe(200);
    s.t.clock.advance(minutes(14));
    expect((await client.get("/api/profile")).status).toBe(200);
    s.t.clock.advance(minutes(15) + 1000);
    const res = await client.get("/api/profile");
    expect(res).toMatchObject({ status: 401, body: { message: messages.inactivityLogout } });
    expect((await client.get("/api/profile")).body.message).toBe(messages.sessionInvalid);
  });

  it("ends a session 12 hours after its login however active it is, asking the student to log in again", async () => {
    const { client, username } = await studentWithSession(s.t.app);
    for (let elapsed = 0; elapsed < 12 * 60 - 10; elapsed += 10) {
      s.t.clock.advance(minutes(10));
      expect((await client.get("/api/profile")).status).toBe(200);
    }
    s.t.clock.advance(minutes(10));
    expect(await client.get("/api/profile")).toMatchObject({ status: 401, body: { message: messages.sessionInvalid } });
    expect((await new Client(s.t.app).post("/public/login", { username, password: goodPassword })).status).toBe(200);
  });

  describe("cross-site request forgery", () => {
    it.each([
      { case: "no Origin or Referer", origin: null },
      { case: "another site's Origin", origin: "https://evil.example" },
      { case: "the app's host on another scheme", origin: publicUrl.replace("http:", "https:") },
    ])("refuses a state change with $case, and changes nothing", async ({ origin }) => {
      const { client } = await studentWithSession(s.t.app);
      const forged = new Client(s.t.app, { origin });
      for (const [k, v] of client.jar) forged.jar.set(k, v);
      const res = await forged.put("/api/answer", { first_name: "Mallory" });
      expect(res).toMatchObject({ status: 403, body: { code: "crossSite" } });
      expect((await forged.post("/public/login", { username: "a@example.edu", password: "x" })).status).toBe(403);
      expect((await client.get("/api/profile")).body.answer).toEqual({});
    });

    it("accepts a state change whose Referer is a page of the app", async () => {
      const { client } = await studentWithSession(s.t.app);
      const referred = new Client(s.t.app, { origin: null });
      for (const [k, v] of client.jar) referred.jar.set(k, v);
      const res = await referred.request("PUT", "/api/answer", { first_name: "Ada" }, { referer: `${publicUrl}${firstPath}` });
      expect(res.status).toBe(200);
    });

    it("refuses a logout the browser marks as cross-site", async () => {
      const { client } = await studentWithSession(s.t.app);
      expect((await client.get("/api/logout", { "sec-fetch-site": "cross-site" })).status).toBe(403);
      expect((await client.get("/api/profile")).status).toBe(200);
    });

    it("accepts the request's own origin when PUBLIC_URL is not set (one machine, localhost or 127.0.0.1)", async () => {
      const local = await startApp(s.db, testConfig({ smtpUrl: s.mailbox.url, publicUrl: "http://localhost:3000", publicUrlSet: false }));
      try {
        const ok = await local.app.inject({ method: "POST", url: "/public/forgot-password", headers: { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" }, payload: { username: "x@example.edu" } });
        expect(ok.statusCode).toBe(200);
        const evil = await local.app.inject({ method: "POST", url: "/public/forgot-password", headers: { host: "127.0.0.1:3000", origin: "http://evil.example" }, payload: { username: "x@example.edu" } });
        expect(evil.statusCode).toBe(403);
      } finally {
        await local.app.close();
      }
    });
  });
});
