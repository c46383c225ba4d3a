import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ScriptDatabase } from "./script.ts";

const migrationsDir = join(import.meta.dirname, "migrations");

/** Migration files: `NNN_name.sql`, applied in the order of their names. */
export async function migrationFiles(dir = migrationsDir): Promise<string[]> {
  return (await readdir(dir)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
}

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction.
 * Every transaction first takes an advisory lock for the schema, so app processes starting at
 * once on one PostgreSQL apply each file exactly once (the second finds it recorded).
 */
export async function migrate(db: ScriptDatabase, dir = migrationsDir): Promise<string[]> {
  const lock = "SELECT pg_advisory_xact_lock(hashtext('migrations:' || current_schema()))";
  await db.transaction(async (tx) => {
    await tx.query(lock);
    await tx.query("CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL)");
  });
  const applied: string[] = [];
  for (const file of await migrationFiles(dir)) {
    const text = await readFile(join(dir, file), "utf8");
    const done = await db.transaction(async (tx) => {
      await tx.query(lock);
      const { rows } = await tx.query("SELECT 1 FROM schema_migrations WHERE version = $1", [file]);
      if (rows.length) return false;
      await tx.script(text);
      await tx.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", [file, new Date()]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}
