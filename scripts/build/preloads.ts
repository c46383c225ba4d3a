/**
 * Which chunks a page needs before the app can take it over, so that they download side by side
 * rather than each after the one that imports it has run. The entry (app/main.tsx) loads the app
 * in steps, by dynamic imports; those steps' chunks are listed in index.html itself
 * (stepPreloads), and a lazily loaded page's chunks in its prerendered HTML (preloadTags).
 */
import type { Plugin, Rolldown } from "vite";

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

const chunksOf = (bundle: Rolldown.OutputBundle): Chunk[] => Object.values(bundle).filter((file): file is Chunk => file.type === "chunk");

/** The chunk and every chunk it imports statically, by file name. */
function withImports(byName: Map<string, Chunk>, start: Chunk): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: Chunk): void => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return seen;
}

/** What the entry's own tag loads: the entries and what they import statically. */
function entryLoads(byName: Map<string, Chunk>, chunks: Chunk[]): Set<string> {
  return new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...withImports(byName, c)]));
}

/** The chunks of the entry's steps (its dynamic imports and what they import), in the order it takes them, less what its tag loads. */
function stepChunks(byName: Map<string, Chunk>, entry: Chunk): string[] {
  const loaded = entryLoads(byName, [...byName.values()]);
  const steps = entry.dynamicImports.flatMap((name) => {
    const step = byName.get(name);
    return step ? [...withImports(byName, step)] : [];
  });
  return [...new Set(steps)].filter((name) => !loaded.has(name));
}

/** `<link>` tags for the chunks of `moduleId` (an absolute path) that neither the entry nor its steps load. */
export function preloadTags(bundle: Rolldown.OutputBundle, moduleId: string): string {
  const chunks = chunksOf(bundle);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const lazy = chunks.find((c) => c.facadeModuleId === moduleId);
  if (!lazy) throw new Error(`no chunk of the build starts at ${moduleId}: is it still loaded lazily?`);
  const loaded = entryLoads(byName, chunks);
  for (const entry of chunks.filter((c) => c.isEntry)) for (const name of stepChunks(byName, entry)) loaded.add(name);
  const needed = [...withImports(byName, lazy)].filter((name) => !loaded.has(name));
  const css = new Set(needed.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]));
  return [...needed.map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`), ...[...css].map((name) => `<link rel="stylesheet" crossorigin href="/${name}">`)].join("");
}

/**
 * index.html lists the chunks of the entry's steps as modulepreload links, after Vite's own: the
 * browser fetches and parses them beside the entry, and the entry then runs each when it is
 * ready for it. Without them, each step's chunks would start downloading only once the step
 * before had run.
 */
export function stepPreloads(): Plugin {
  return {
    name: "transfer-app:step-preloads",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const byName = new Map(chunksOf(bundle).map((c) => [c.fileName, c]));
        return stepChunks(byName, chunk as Chunk).map((name) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `/${name}` }, injectTo: "head" as const }));
      },
    },
  };
}
