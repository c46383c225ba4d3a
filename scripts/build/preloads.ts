/**
 * The tags that load a lazily loaded module's chunks with the page: the chunk, the chunks it
 * imports and their CSS, less what index.html loads already (the entry and its imports), so they
 * download beside the entry instead of after it has run.
 */
import type { Rolldown } from "vite";

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

/** `<link>` tags for the chunks of `moduleId` (an absolute path) that the entry does not load. */
export function preloadTags(bundle: Rolldown.OutputBundle, moduleId: string): string {
  const chunks = chunksOf(bundle);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const lazy = chunks.find((c) => c.facadeModuleId === moduleId);
  if (!lazy) throw new Error(`no chunk of the build starts at ${moduleId}: is it still loaded lazily?`);
  const loaded = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...withImports(byName, c)]));
  const needed = [...withImports(byName, lazy)].filter((name) => !loaded.has(name));
  const css = new Set(needed.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]));
  return [...needed.map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`), ...[...css].map((name) => `<link rel="stylesheet" crossorigin href="/${name}">`)].join("");
}
