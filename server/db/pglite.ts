import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { tightenTree } from "../ownerOnly.ts";
import type { ScriptDatabase } from "./script.ts";

/**
 * Embedded PostgreSQL (PGlite) in `dataDir`, or in memory when none is given. One process owns
 * the directory; PGlite runs one statement at a time, so transactions are exclusive.
 */
export async function openPglite(dataDir?: string): Promise<ScriptDatabase> {
  // Extensions a migration creates must be loaded here: PGlite has no shared library directory.
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  // PGlite writes the files initdb made through Emscripten's FS.writeFile, which chmods each to
  // 0666 whatever the umask, and rewrites its relation cache files 0644 at each start: once it
  // has started, its directory (password hashes, sessions, every answer) is made owner-only.
  if (dataDir) await tightenTree(dataDir);
  return {
    kind: "pglite",
    query: async <T>(text: string, params?: unknown[]) => ({ rows: (await pg.query<T>(text, params)).rows }),
    transaction: (fn) =>
      pg.transaction((tx) =>
        fn({
          query: async <T>(text: string, params?: unknown[]) => ({ rows: (await tx.query<T>(text, params)).rows }),
          script: async (text: string) => void (await tx.exec(text)),
        }),
      ),
    close: () => pg.close(),
  };
}
