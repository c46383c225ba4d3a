import { join } from "node:path";
import { migrate } from "./migrate.ts";
import { openPglite } from "./pglite.ts";
import { openPostgres } from "./postgres.ts";
import type { Database } from "./types.ts";

/** The database the configuration names, migrated: PostgreSQL when a URL is given, else PGlite in DATA_DIR. */
export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(join(config.dataDir, "pglite"));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
