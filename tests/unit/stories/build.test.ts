import { execFile } from "node:child_process";
import { access, mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, relative } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileForm } from "../../../engine/index.ts";
import { application } from "../../../schema/index.ts";
import { launchBrowser } from "../../e2e/support/browser.ts";

// `npm run build-storybook` is what designers open; it once failed because Storybook's build took
// in the web app's build plugins. This runs the same build (into a temporary folder, never the
// repository) and checks the result is a Storybook one can open: every story file and every page
// of the schema folder is listed, and the preview page's scripts are there.

const root = join(import.meta.dirname, "../../..");
const storybookBin = join(root, "node_modules/storybook/dist/bin/dispatcher.js");
// The pages as the page stories are titled: their texts in the form's default locale.
const { pages } = compileForm(application).definition;

interface IndexEntry {
  type: "story" | "docs";
  id: string;
  title: string;
  importPath: string;
}

// What a static host would send: the module scripts need their JavaScript type to run.
const types: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml" };

/** The built folder over HTTP on a free local port, as designers would open it once published. */
async function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = join(dir, decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname));
    readFile(path.startsWith(dir) ? path : dir).then(
      (body) => response.writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let out = "";
let entries: IndexEntry[] = [];

beforeAll(async () => {
  out = await mkdtemp(join(tmpdir(), "storybook-build-"));
  await promisify(execFile)(process.execPath, [storybookBin, "build", "-c", ".storybook", "-o", out, "--quiet"], { cwd: root, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: Error & { stdout?: string; stderr?: string }) => {
      // The build's own words say why; the end of its output holds them.
      throw new Error(`storybook build failed: ${`${error.stdout ?? ""}\n${error.stderr ?? ""}`.slice(-4000)}`);
    },
  );
  const index = JSON.parse(await readFile(join(out, "index.json"), "utf8")) as { entries: Record<string, IndexEntry> };
  entries = Object.values(index.entries);
}, 600_000);

afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

/** Every stories file of the project, as the index names it (./stories/...). */
async function storyFiles(): Promise<string[]> {
  const files = await readdir(join(root, "stories"), { recursive: true });
  return files.filter((file) => file.endsWith(".stories.tsx")).map((file) => `./${relative(root, join(root, "stories", file))}`);
}

describe("the static Storybook", () => {
  it("lists stories from every stories file, the input kinds' among them", async () => {
    const files = await storyFiles();
    expect(files.some((file) => file.startsWith("./stories/inputs/"))).toBe(true);
    const listed = new Set(entries.filter((entry) => entry.type === "story").map((entry) => entry.importPath));
    expect(files.filter((file) => !listed.has(file))).toEqual([]);
  });

  it("lists stories for every page in the schema folder, under the page's title", () => {
    const titles = new Set(entries.filter((entry) => entry.type === "story").map((entry) => entry.title));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.map((page) => `Pages/${page.title}`).filter((title) => !titles.has(title))).toEqual([]);
  });

  it("has the manager and preview pages, with every script the preview loads", async () => {
    await access(join(out, "index.html"));
    const iframe = await readFile(join(out, "iframe.html"), "utf8");
    const scripts = [...iframe.matchAll(/<script[^>]+src="\.\/([^"]+)"/g)].map(([, src = ""]) => src);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) await access(join(out, src));
  });

  it("draws each page's stories from the built files, without an error", async () => {
    const { server, url } = await serve(out);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      for (const { title } of pages) {
        const story = entries.find((entry) => entry.type === "story" && entry.title === `Pages/${title}`)!;
        await page.goto(`${url}/iframe.html?id=${story.id}&viewMode=story`);
        await expect.poll(() => page.locator("#storybook-root").innerText(), { timeout: 60_000 }).not.toBe("");
      }
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      server.close();
    }
  }, 180_000);
});
