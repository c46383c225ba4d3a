import { join } from "node:path";
import { type LockHolder, type LockOwner, lockEmbeddedDatabase, shownDir } from "./embeddedLock.ts";
import { migrate } from "./migrate.ts";
import { openPglite } from "./pglite.ts";
import { openPostgres } from "./postgres.ts";
import type { ScriptDatabase } from "./script.ts";
import type { Database } from "./types.ts";

const sayWaiting = (dataDir: string) => (holder: LockHolder) =>
  console.error(`The embedded database in ${shownDir(dataDir)} is in use by the staff command ${holder.command ?? ""} (pid ${holder.pid}); waiting for it to finish.`);

/**
 * The database the configuration names, migrated: PostgreSQL when a URL is given, else PGlite in
 * DATA_DIR, opened by `owner` alone (embeddedLock.ts: a process holding it already is named in
 * the error; the lock goes with close()).
 */
export async function openDatabase(config: { databaseUrl?: string; dataDir: string }, owner: LockOwner): Promise<Database> {
  if (config.databaseUrl) return migrated(await openPostgres(config.databaseUrl));
  const lock = await lockEmbeddedDatabase(config.dataDir, owner, sayWaiting(config.dataDir));
  let db: Database;
  try {
    db = await migrated(await openPglite(join(config.dataDir, "pglite")));
  } catch (error) {
    await lock.release();
    throw error;
  }
  return {
    ...db,
    async close() {
      try {
        await db.close();
      } finally {
        await lock.release();
      }
    },
  };
}

async function migrated(db: ScriptDatabase): Promise<ScriptDatabase> {
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
