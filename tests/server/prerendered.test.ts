/**
 * The pages the build draws for a new visitor (scripts/build/prerender.ts) are sent for their
 * addresses, with the headers of any page (checked on each visit, the Content-Security-Policy) and
 * precompressed; any other address gets index.html, and so does a request with a query, a
 * session or a language other than the form's default, for which the app draws another page: in
 * that language, index.html as the build wrote it for that language.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../scripts/build/precompress.ts";
import { type TestApp, startApp, testConfig } from "./helpers/server.ts";
import { useServer } from "./helpers/suite.ts";
import { localeCookieName } from "../../engine/index.ts";
import { defaultLocale, formLocales } from "../../schema/partner.ts";
import { languagePage } from "../../server/http/builtPages.ts";
import { firstPageId, firstPath } from "../support/formPaths.ts";

/** A page over a kilobyte (so it is compressed), naming what it is. */
const html = (name: string): string => `<!doctype html><html><body><div id="root">${name}</div><!--${"x".repeat(2000)}--></body></html>`;

// The form's languages besides its default (the transfer form has one at least).
const others = formLocales.filter((locale) => locale !== defaultLocale);

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
    for (const locale of others) await writeFile(join(dist, languagePage(locale)), html(`index ${locale}`));
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

  it.each(others)("sends index.html written in %s to a browser that chose it, for any page, with a query or a session too", async (locale) => {
    const chosen = `${localeCookieName}=${locale}`;
    for (const [url, cookie] of [[firstPath, chosen], ["/nothing", chosen], [`${firstPath}?token=abc`, chosen], [firstPath, `logged_in=1; ${chosen}`]] as const) {
      expect((await get(url, { cookie })).body).toBe(html(`index ${locale}`));
    }
  });

  it("sends index.html to a browser that chose a language the form is not written in", async () => {
    expect((await get(firstPath, { cookie: `${localeCookieName}=xx` })).body).toBe(html("index"));
  });
});
