/**
 * The pages the build draws for a new visitor (scripts/build/prerender.ts) are sent for their
 * addresses, with the headers of any page (checked on each visit, the Content-Security-Policy) and
 * precompressed; any other address gets index.html, and so does a request with a query, a
 * session or a language other than the form's default, for which the app draws another page.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../scripts/build/precompress.ts";
import { type TestApp, startApp, testConfig } from "./helpers/server.ts";
import { useServer } from "./helpers/suite.ts";
import { catalogues, localeCookieName } from "../../engine/index.ts";
import { defaultLocale } from "../../schema/partner.ts";
import { firstPageId, firstPath } from "../support/formPaths.ts";

/** A page over a kilobyte (so it is compressed), naming what it is. */
const html = (name: string): string => `<!doctype html><html><body><div id="root">${name}</div><!--${"x".repeat(2000)}--></body></html>`;

describe("the pages prerendered for a new visitor", () => {
  const s = useServer("pglite", "prerendered");
  let dist = "";
  let web: TestApp;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "dist-prerendered-"));
    await mkdir(join(dist, "prerendered"));
    await writeFile(join(dist, "index.html"), html("index"));
    await writeFile(join(dist, "prerendered", `${firstPageId}.html`), html(firstPageId));
    await writeFile(join(dist, "prerendered", "login.html"), html("login"));
    await precompressDir(dist);
    web = await startApp(s.db, testConfig({ smtpUrl: s.mailbox.url, staticDir: dist }));
  });
  afterAll(async () => {
    await web?.app.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => web.app.inject({ method: "GET", url, headers });

  it.each([
    [firstPath, firstPageId],
    ["/login", "login"],
    ["/nothing", "index"],
    ["/", "index"],
    [`${firstPath}/more`, "index"],
  ])("sends %s the page %s, checked on each visit, under the Content-Security-Policy", async (url, page) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.body).toBe(html(page));
  });

  it("sends a prerendered page precompressed to a browser that accepts it", async () => {
    const res = await get(firstPath, { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html(firstPageId));
  });

  it("sends index.html with a query (a token, a service token), which the app draws another way", async () => {
    expect((await get(`${firstPath}?token=abc`)).body).toBe(html("index"));
  });

  it("sends index.html to a browser with a session, whose student's answers the app draws", async () => {
    expect((await get(firstPath, { cookie: "logged_in=1" })).body).toBe(html("index"));
  });

  it("sends the prerendered page to a browser that chose the form's default language", async () => {
    expect((await get(firstPath, { cookie: `${localeCookieName}=${defaultLocale}` })).body).toBe(html(firstPageId));
  });

  it.each(Object.keys(catalogues).filter((locale) => locale !== defaultLocale))("sends index.html to a browser that chose %s, a page drawn in another language", async (locale) => {
    expect((await get(firstPath, { cookie: `${localeCookieName}=${locale}` })).body).toBe(html("index"));
  });
});
