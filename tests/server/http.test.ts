import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { messages } from "../../engine/index.ts";
import { buildApp } from "../../server/app.ts";
import type { Database } from "../../server/db/types.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { Client, publicUrl, startApp, testConfig } from "./helpers/server.ts";
import { studentWithSession } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";
import { firstPath } from "../support/formPaths.ts";

describe.each(databaseKinds)("HTTP behaviour (%s)", (kind) => {
  const s = useServer(kind, "http");

  describe("bodies the server cannot use are a 4xx JSON {message}, never a 5xx", () => {
    it.each([
      { case: "broken JSON", body: '{"username":', type: "application/json", status: 400 },
      { case: "a JSON body that is not an object", body: "[1,2,3]", type: "application/json", status: 400 },
      { case: "JSON null", body: "null", type: "application/json", status: 400 },
      { case: "a prototype-poisoning key", body: '{"__proto__":{"admin":true}}', type: "application/json", status: 400 },
      { case: "form data", body: "username=a&password=b", type: "application/x-www-form-urlencoded", status: 415 },
      { case: "plain text", body: "hello", type: "text/plain", status: 400 },
      { case: "a body over 1 MB", body: JSON.stringify({ username: "x".repeat(1_100_000) }), type: "application/json", status: 413 },
    ])("$case", async ({ body, type, status }) => {
      for (const url of ["/public/login", "/public/signup"]) {
        const res = await s.t.app.inject({ method: "POST", url, headers: { origin: publicUrl, "content-type": type }, payload: body });
        expect(res.statusCode).toBe(status);
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
        expect(typeof JSON.parse(res.body).message).toBe("string");
      }
    });

    it("the same for a logged-in student's broken save", async () => {
      const { client } = await studentWithSession(s.t.app);
      const res = await client.request("PUT", "/api/answer", '{"first_name": "Ada"');
      expect(res).toMatchObject({ status: 400, body: { message: "The request body is not valid JSON." } });
    });
  });

  it("answers an unknown address with 404 JSON", async () => {
    const res = await new Client(s.t.app).get("/api/nothing-here");
    expect(res).toMatchObject({ status: 404, body: { message: "There is nothing at this address." } });
  });

  describe("unexpected failures", () => {
    it("are logged with the request id and answered with the generic message", async () => {
      const lines: Record<string, unknown>[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _enc, done) {
          lines.push(...chunk.toString().trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>));
          done();
        },
      });
      let failing = false;
      // The database going away under the app: every query fails once `failing` is set.
      const flaky: Database = {
        ...s.db,
        query: (text, params) => (failing ? Promise.reject(new Error("connection to the database lost")) : s.db.query(text, params)),
      };
      const app = await buildApp({ config: testConfig({ smtpUrl: s.mailbox.url }), db: flaky, logger: { level: "error", stream }, seedLookupSamples: false });
      try {
        const { client } = await studentWithSession(app);
        failing = true;
        const res = await client.get("/api/profile");
        expect(res).toMatchObject({ status: 500, body: { message: messages.unexpected } });
        expect(JSON.stringify(res.body)).not.toContain("connection");
        const requestId = res.headers["x-request-id"];
        const logged = lines.find((l) => l.msg === "unexpected failure");
        expect(logged).toMatchObject({ reqId: requestId, err: { message: "connection to the database lost" } });

        // Readiness fails while the database does not answer; liveness asks no database.
        expect(await client.get("/readyz")).toMatchObject({ status: 503, body: { message: "The server is not ready: its database does not answer.", code: "notReady" } });
        expect(await client.get("/healthz")).toMatchObject({ status: 200, body: { status: "ok" } });
      } finally {
        await app.close();
      }
    });
  });

  it("writes each mail to DATA_DIR/outbox and logs its code when there is no SMTP server", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "outbox-"));
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({ config: testConfig({ dataDir }), db: s.db, logger: { level: "info", stream }, seedLookupSamples: false });
    try {
      const username = `outbox-${Date.now()}@example.edu`;
      expect((await new Client(app).post("/public/signup", { username, password: "Correct-Horse-9-battery" })).status).toBe(200);
      const [file] = await readdir(join(dataDir, "outbox"));
      const eml = await readFile(join(dataDir, "outbox", file!), "utf8");
      const code = /Your confirmation code is (\d{6})/.exec(eml)![1]!;
      expect(eml).toContain(`To: ${username}`);
      expect(lines.join("")).toContain(`confirmation code: ${code}`);
      expect((await new Client(app).post("/public/confirm", { username, code })).status).toBe(200);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true });
    }
  });

  it("answers GET /healthz when ready", async () => {
    expect((await new Client(s.t.app).get("/healthz")).body).toEqual({ status: "ok" });
  });

  it("sends security headers with a Content-Security-Policy that allows no eval and no inline script", async () => {
    const res = await new Client(s.t.app).get("/healthz");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-eval|unsafe-inline/);
    expect(res.headers).toMatchObject({ "x-content-type-options": "nosniff", "referrer-policy": "no-referrer" });
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  describe("the web app", () => {
    it("is served from dist/, with index.html for the app's routes and JSON for unknown calls", async () => {
      const dist = await mkdtemp(join(tmpdir(), "dist-"));
      await mkdir(join(dist, "assets"));
      await writeFile(join(dist, "index.html"), '<!doctype html><script type="module" src="/assets/app.js"></script>');
      await writeFile(join(dist, "assets", "app.js"), "console.log('app')");
      const web = await startApp(s.db, testConfig({ smtpUrl: s.mailbox.url, staticDir: dist }));
      try {
        const client = new Client(web.app);
        for (const path of ["/", firstPath, "/reset?username=a%40b.edu&id=x", "/no/such/page"]) {
          const page = await client.get(path);
          expect(page.status).toBe(200);
          expect(page.headers["content-type"]).toMatch(/^text\/html/);
          expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
        }
        expect((await client.get("/assets/app.js")).headers["cache-control"]).toContain("immutable");
        expect((await client.get("/assets/missing.js")).status).toBe(404);
        expect((await client.get("/api/nothing-here")).body).toMatchObject({ message: "There is nothing at this address." });
        expect((await client.get("/healthz")).body).toEqual({ status: "ok" });
      } finally {
        await web.app.close();
        await rm(dist, { recursive: true });
      }
    });

    it("is not needed: without dist/ the API alone answers", async () => {
      expect((await new Client(s.t.app).get(firstPath)).status).toBe(404);
    });
  });
});
