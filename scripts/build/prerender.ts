/**
 * Prerendering of the first screen: after the client build, each page a new visitor can open by
 * its address (app/prerender/page.tsx) is drawn with react-dom's prerender into a copy of
 * index.html (`prerendered/<page>.html`), with modulepreload links for the page's lazily loaded
 * chunks. The browser paints the page from the HTML before any JavaScript has run and React
 * hydrates it (app/mount.tsx); the server sends it for that address (server/http/static.ts).
 */
import { createHash } from "node:crypto";
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { type Plugin, type Rolldown, build } from "vite";
import type { PrerenderedPage } from "../../app/prerender/page.tsx";
import { appRootId, prerenderedAttributes } from "../../app/prerender/markers.ts";
import { storageKeyPrefix } from "../../engine/keptInBrowser.ts";
import { inlineStyleSheet, moveInlineStyles } from "./inlineStyles.ts";
import { preloadTags } from "./preloads.ts";
import { prerenderedDir } from "../../server/http/builtPages.ts";

/** What the prerender entry gives the build. */
interface PrerenderEntry {
  prerenderedPages: readonly PrerenderedPage[];
  prerenderYear: () => string;
  renderPage: (path: string) => Promise<string>;
}

const entry = "app/prerender/page.tsx";

/** Builds the prerender entry for Node, all it imports bundled in (the output is outside the project, away from node_modules). */
async function loadEntry(root: string, mode: string, outDir: string): Promise<PrerenderEntry> {
  await build({
    configFile: false,
    root,
    mode,
    logLevel: "warn",
    plugins: [react()],
    ssr: { noExternal: true },
    build: { ssr: entry, outDir, emptyOutDir: true, rolldownOptions: { output: { entryFileNames: "page.mjs" } } },
  });
  return (await import(pathToFileURL(join(outDir, "page.mjs")).href)) as PrerenderEntry;
}

/** React puts the hints it finds (the header's image) before the page; they belong in the head. */
const leadingHints = /^(?:<link [^>]*\/>)+/;

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html with the page drawn inside the root element, marked as prerendered, its hints and
 * stylesheets in the head, and, in place of the app's script and preloads, the takeover script
 * (app/prerender/takeover.ts) naming them: the page is in the HTML and the scripts only take it
 * over, so they start once it has painted instead of sharing a slow line with what paints it (the
 * HTML, the stylesheets, the logo).
 */
function pageHtml(indexHtml: string, rendered: string, year: string, headTags: string, takeover: string): string {
  const emptyRoot = `<div id="${appRootId}"></div>`;
  if (!indexHtml.includes(emptyRoot)) throw new Error(`index.html has no empty ${emptyRoot} to draw the page into`);
  if (rendered.includes("<script")) throw new Error("the prerendered page has an inline script, which the Content-Security-Policy refuses");
  const entry = entryScript.exec(indexHtml)?.[1];
  if (!entry) throw new Error("index.html has no module script of the app to take the page over");
  const head = `${indexHtml.split("</head>")[0]}${headTags}`;
  const preloads = [...head.matchAll(modulePreload)].map((match) => match[1]);
  const hints = leadingHints.exec(rendered)?.[0] ?? "";
  const body = rendered.slice(hints.length);
  return indexHtml
    .replace(modulePreload, "")
    .replace(entryScript, `<script type="module" crossorigin src="${takeover}" data-entry="${entry}" data-preload="${preloads.join(" ")}" data-pending="${prerenderedAttributes.pending}" data-storage-prefix="${storageKeyPrefix}"></script>`)
    .replace("</head>", `${hints}${headTags.replace(modulePreload, "")}</head>`)
    .replace(emptyRoot, `<div id="${appRootId}" ${prerenderedAttributes.year}="${year}" ${prerenderedAttributes.pending}>${body}</div>`);
}

/** The built takeover script's path. */
function takeoverScript(bundle: Rolldown.OutputBundle, root: string): string {
  const id = resolve(root, "app/prerender/takeover.ts");
  const chunk = Object.values(bundle).find((file) => file.type === "chunk" && file.facadeModuleId === id);
  if (!chunk || chunk.type !== "chunk") throw new Error("the build has no takeover script (app/prerender/takeover.ts): is it still an input in vite.config.ts?");
  if (chunk.imports.length > 0) throw new Error(`the takeover script imports ${chunk.imports.join(", ")}: it is to stand alone`);
  return `/${chunk.fileName}`;
}

/** Writes the stylesheet of the pages' moved inline styles under assets/, named by its content like Vite's files; returns its path. */
async function writeStyleSheet(outDir: string, declarations: Set<string>): Promise<string> {
  const css = inlineStyleSheet(declarations);
  const name = `assets/prerendered-${createHash("sha256").update(css).digest("base64url").slice(0, 8)}.css`;
  await writeFile(join(outDir, name), css);
  return `/${name}`;
}

/** The Vite plugin: prerenders the pages once the client build is written, before it is precompressed. */
export function prerenderPages(): Plugin {
  let root = "";
  let outDir = "";
  let mode = "";
  let bundle: Rolldown.OutputBundle | null = null;
  return {
    name: "transfer-app:prerender",
    apply: "build",
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, written) {
      bundle = written;
    },
    // Sequential and first, so the pages exist when the precompression runs.
    closeBundle: {
      order: "pre",
      sequential: true,
      async handler() {
        if (!bundle) throw new Error("the client build wrote no bundle to prerender from");
        const serverDir = await mkdtemp(join(tmpdir(), "transfer-app-prerender-"));
        try {
          const app = await loadEntry(root, mode, serverDir);
          const indexHtml = await readFile(join(outDir, "index.html"), "utf8");
          await mkdir(join(outDir, prerenderedDir), { recursive: true });
          const rendered = await Promise.all(app.prerenderedPages.map(async (page) => ({ page, ...moveInlineStyles(await app.renderPage(page.path)) })));
          const styleSheet = await writeStyleSheet(outDir, new Set(rendered.flatMap((r) => [...r.declarations])));
          const takeover = takeoverScript(bundle, root);
          for (const { page, html } of rendered) {
            const headTags = `${preloadTags(bundle, resolve(root, page.module))}<link rel="stylesheet" href="${styleSheet}">`;
            await writeFile(join(outDir, prerenderedDir, `${page.path.slice(1)}.html`), pageHtml(indexHtml, html, app.prerenderYear(), headTags, takeover));
          }
          this.info(`prerendered ${app.prerenderedPages.length} pages`);
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
