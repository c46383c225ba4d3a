/**
 * Precompression of the built web app: beside every compressible file of the build it writes a
 * brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy, which the server sends as they are
 * to a browser that accepts them (server/http/static.ts). Compressing once at build time lets the
 * slowest, smallest settings pay off: on-the-fly compression would have to be fast instead.
 */
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats that shrink; images other than SVG and fonts are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;

/** Below about a kilobyte the saved bytes are fewer than a compressed response's overhead. */
const minimumBytes = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes `.br` and `.gz` beside each compressible file in `dir` of at least a kilobyte; returns the files compressed. */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => compressible.test(file));
  const done = await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      if (raw.byteLength < minimumBytes) return null;
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength },
        }),
        gzipAsync(raw, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      return file;
    }),
  );
  return done.filter((file) => file !== null);
}

/** The Vite plugin: precompresses the output directory once the build has written it (public/ files included). */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "transfer-app:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompressDir(outDir);
      this.info(`precompressed ${files.length} files (brotli and gzip)`);
    },
  };
}
