/**
 * The built web app is sent precompressed: the brotli or gzip copy the build wrote beside a file
 * (scripts/build/precompress.ts), chosen by the request's Accept-Encoding, with Content-Encoding
 * naming it and Vary: Accept-Encoding on every variant; hashed assets cached for a year, index.html
 * (also as every route's page) checked on each visit.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../scripts/build/precompress.ts";
import { type TestApp, startApp, testConfig } from "./helpers/server.ts";
import { useServer } from "./helpers/suite.ts";
import { firstPath } from "../support/formPaths.ts";

/** Text long enough to be compressed (over a kilobyte), different per file. */
const text = (name: string): string => Array.from({ length: 200 }, (_, i) => `/* ${name} line ${i} */`).join("\n");

const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/app-3f2a1b.js"></script></head><body><div id="root"></div><!--${text("index")}--></body></html>`;
const appJs = `console.log("app");\n${text("app")}`;
const tinyJs = 'console.log("tiny");';

/** The bytes as the browser reads them, undoing the Content-Encoding sent. */
const decoded = (bytes: Buffer, encoding: string | undefined): Buffer => (encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes);

describe("the built web app, precompressed", () => {
  const s = useServer("pglite", "precompressed");
  let dist = "";
  let web: TestApp;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), "dist-precompressed-"));
    await mkdir(join(dist, "assets"));
    await writeFile(join(dist, "index.html"), indexHtml);
    await writeFile(join(dist, "assets", "app-3f2a1b.js"), appJs);
    await writeFile(join(dist, "assets", "tiny-9c8d7e.js"), tinyJs);
    await precompressDir(dist);
    web = await startApp(s.db, testConfig({ smtpUrl: s.mailbox.url, staticDir: dist }));
  });
  afterAll(async () => {
    await web?.app.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding: string) => web.app.inject({ method: "GET", url, headers: acceptEncoding === "none" ? {} : { "accept-encoding": acceptEncoding } });

  it("writes brotli and gzip copies beside files over a kilobyte, and none beside smaller ones", async () => {
    expect(brotliDecompressSync(await readFile(join(dist, "assets", "app-3f2a1b.js.br"))).toString()).toBe(appJs);
    expect(gunzipSync(await readFile(join(dist, "assets", "app-3f2a1b.js.gz"))).toString()).toBe(appJs);
    await expect(readFile(join(dist, "assets", "tiny-9c8d7e.js.br"))).rejects.toThrow(/ENOENT/);
  });

  describe.each([
    { accept: "br", encoding: "br" },
    { accept: "gzip", encoding: "gzip" },
    { accept: "gzip, deflate, br, zstd", encoding: "br" },
    { accept: "none", encoding: undefined },
    { accept: "identity", encoding: undefined },
  ])("asked with Accept-Encoding: $accept", ({ accept, encoding }) => {
    it(`sends a hashed asset ${encoding ?? "uncompressed"}, cached for a year`, async () => {
      const res = await get("/assets/app-3f2a1b.js", accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(decoded(res.rawPayload, encoding).toString()).toBe(appJs);
    });

    it(`sends index.html ${encoding ?? "uncompressed"} for / and for a client route, never cached unchecked`, async () => {
      for (const url of ["/", "/index.html", firstPath, "/login?next=%2Feducation"]) {
        const res = await get(url, accept);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers["content-encoding"], url).toBe(encoding);
        expect(res.headers["content-type"], url).toMatch(/^text\/html/);
        expect(res.headers["cache-control"], url).toBe("no-cache");
        expect(res.headers["content-security-policy"], url).toContain("script-src 'self'");
        expect(decoded(res.rawPayload, encoding).toString(), url).toBe(indexHtml);
      }
    });
  });

  it("sends a file too small to compress as it is, to any browser", async () => {
    const res = await get("/assets/tiny-9c8d7e.js", "br, gzip");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe(tinyJs);
  });

  it("answers a missing asset with 404, not with a compressed copy or the page", async () => {
    expect((await get("/assets/missing.js", "br")).statusCode).toBe(404);
  });
});
