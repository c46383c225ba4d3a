/**
 * Issue 29: the console's pages (/staff, /staff/login, /staff/applications/:id) are the web app's
 * shell, index.html, never a prerendered page and never an API's answer, with or without
 * EXPORT_TOKEN, and an unknown /staff-api call is a 404 in JSON; the integration's GET /staff/export keeps working beside them with its token.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startApp, testConfig } from "./helpers/server.ts";
import { useServer } from "./helpers/suite.ts";

const html = (name: string): string => `<!doctype html><html><body><div id="root">${name}</div></body></html>`;
const consolePages = ["/staff", "/staff/", "/staff/login", "/staff/applications/95ee9b6d-92bd-415b-87f5-41bc46e30472", "/staff?status=submitted&page=2"];

describe.each([
  ["without EXPORT_TOKEN", undefined],
  ["with EXPORT_TOKEN", "integration-token-0123456789"],
])("the console's pages %s", (_, exportToken) => {
  const s = useServer("pglite", "console_pages");
  let dist = "";
  let web: TestApp;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "dist-console-"));
    await mkdir(join(dist, "prerendered"));
    await writeFile(join(dist, "index.html"), html("index"));
    await writeFile(join(dist, "prerendered", "login.html"), html("login"));
    web = await startApp(s.db, testConfig({ smtpUrl: s.mailbox.url, staticDir: dist, ...(exportToken ? { exportToken } : {}) }));
  });
  afterAll(async () => {
    await web?.app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(consolePages)("sends %s the app's shell", async (url) => {
    const res = await web.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toBe(html("index"));
  });

  it("answers an unknown /staff-api call as a call, not with the app's shell", async () => {
    const res = await web.app.inject({ method: "GET", url: "/staff-api/nothing" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("leaves GET /staff/export to the integration's route when it exists", async () => {
    const res = await web.app.inject({ method: "GET", url: "/staff/export?format=json", headers: exportToken ? { authorization: `Bearer ${exportToken}` } : {} });
    if (exportToken) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect((await web.app.inject({ method: "GET", url: "/staff/export?format=json" })).statusCode).toBe(401);
    } else {
      // No route: the address is a page, which the console sends on to its list.
      expect(res.body).toBe(html("index"));
    }
  });
});
