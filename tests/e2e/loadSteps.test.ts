/**
 * How the built app loads, so that no single task of the browser's holds a key up for long
 * (Lighthouse's total blocking time): the entry (app/main.tsx) runs React's DOM renderer and then
 * the app as steps, each module graph evaluated on its own rather than all as one; every step's
 * code is fetched from the start all the same; and the takeover script of a prerendered page
 * starts its preloads a few per task rather than all in one.
 */
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { init, parse } from "es-module-lexer";
import { describe, expect, inject, it } from "vitest";
import { takenOver } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";

const appDir = inject("appDir");
const assets = join(appDir, "assets");

/** A built chunk's static and dynamic imports, as file names inside assets/. */
async function importsOf(fileName: string): Promise<{ statics: string[]; dynamics: string[] }> {
  await init;
  const [imports] = parse(await readFile(join(assets, fileName), "utf8"));
  const local = (name: string | undefined): name is string => name?.startsWith("./") ?? false;
  const names = (dynamic: boolean) => imports.filter((i) => (i.d >= 0) === dynamic).map((i) => i.n).filter(local).map((name) => name.slice(2));
  return { statics: names(false), dynamics: names(true) };
}

/** The chunk and every chunk it imports statically. */
async function staticClosure(fileName: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const name of (await importsOf(fileName)).statics) await staticClosure(name, seen);
  return seen;
}

const hrefs = (html: string, pattern: RegExp): string[] => [...html.matchAll(pattern)].flatMap((match) => match[1]?.split(" ") ?? []).map((href) => href.replace(/^\/assets\//, ""));

const indexHtml = await readFile(join(appDir, "index.html"), "utf8");
const entry = hrefs(indexHtml, /<script type="module" crossorigin src="([^"]+)"/g)[0] ?? "";
const prerendered = (await readdir(join(appDir, "prerendered"))).filter((name) => name.endsWith(".html"));

describe("the app's entry", () => {
  it("runs React's DOM renderer, then the app, each as a step of its own, neither loaded with the entry itself", async () => {
    const { dynamics } = await importsOf(entry);
    expect(dynamics).toHaveLength(2);
    const [renderer, app] = await Promise.all(dynamics.map((name) => staticClosure(name)));
    // The app builds on the renderer: by the time the app's step runs, the renderer's has run.
    expect([...(renderer ?? [])].filter((name) => !app?.has(name))).toEqual([]);
    expect((app?.size ?? 0) > (renderer?.size ?? 0)).toBe(true);
    // What the entry's own tag loads is a sliver of it: the entry and the bundler's runtime.
    const bytes = async (chunks: Iterable<string>) => (await Promise.all([...chunks].map((name) => readFile(join(assets, name))))).reduce((sum, body) => sum + body.length, 0);
    expect(await bytes(await staticClosure(entry))).toBeLessThan((await bytes(renderer ?? [])) / 20);
  });

  it("has every step's chunks fetched from the start, by index.html and by each prerendered page", async () => {
    const steps = new Set<string>();
    for (const name of (await importsOf(entry)).dynamics) for (const chunk of await staticClosure(name)) steps.add(chunk);
    const withEntry = await staticClosure(entry);
    const wanted = [...steps].filter((name) => !withEntry.has(name));
    expect(wanted.length).toBeGreaterThan(1);
    const preloadedByIndex = hrefs(indexHtml, /<link rel="modulepreload" crossorigin href="([^"]+)"/g);
    expect(wanted.filter((name) => !preloadedByIndex.includes(name))).toEqual([]);
    expect(prerendered.length).toBeGreaterThan(0);
    for (const page of prerendered) {
      const named = hrefs(await readFile(join(appDir, "prerendered", page), "utf8"), /data-preload="([^"]+)"/g);
      expect({ page, missing: wanted.filter((name) => !named.includes(name)) }).toEqual({ page, missing: [] });
    }
  });
});

const e2e = useBrowser("e2e-load-steps");

describe("a prerendered page's takeover script", () => {
  it("starts the preloads its tag names a few per task, not all in one", async () => {
    const { page, server } = e2e;
    // Each task's appends end at its microtask checkpoint: links appended with no checkpoint
    // between them were appended in one task.
    await page.addInitScript(() => {
      const groups: string[][] = [];
      let current: string[] | null = null;
      const append = Element.prototype.append;
      Element.prototype.append = function (this: Element, ...nodes: (Node | string)[]) {
        for (const node of nodes) {
          if (!(node instanceof HTMLLinkElement) || node.rel !== "modulepreload") continue;
          if (!current) {
            const group: string[] = [];
            current = group;
            groups.push(group);
            queueMicrotask(() => (current = null));
          }
          current.push(new URL(node.href).pathname);
        }
        return append.apply(this, nodes);
      };
      (window as unknown as { preloadGroups: string[][] }).preloadGroups = groups;
    });
    for (const path of prerendered.map((name) => `/${name.replace(/\.html$/, "")}`)) {
      const response = await page.goto(`${server.url}${path}`);
      const named = hrefs((await response?.text()) ?? "", /data-preload="([^"]+)"/g).map((name) => `/assets/${name}`);
      await takenOver(page);
      const groups = (await page.evaluate(() => (window as unknown as { preloadGroups: string[][] }).preloadGroups)).map((group) => group.filter((href) => named.includes(href))).filter((group) => group.length > 0);
      expect(groups.flat().sort()).toEqual([...named].sort());
      expect(groups.length).toBeGreaterThan(1);
      expect(Math.max(...groups.map((group) => group.length))).toBeLessThanOrEqual(named.length / 4);
    }
  });
});
