/**
 * The two databases every server test runs on: embedded PGlite (in memory) and the machine's
 * PostgreSQL, where each test file works in a schema of its own so parallel files never meet.
 */
import { createHash } from "node:crypto";
import { cp, mkdtemp, readFile, readdir, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrate, migrationFiles } from "../../../server/db/migrate.ts";
import { openPglite } from "../../../server/db/pglite.ts";
import { openPostgres } from "../../../server/db/postgres.ts";
import { type OwnSchema, schemaOfItsOwn } from "../../../server/db/schemaOfItsOwn.ts";
import type { Database } from "../../../server/db/types.ts";

export type DatabaseKind = "pglite" | "postgres";
export const databaseKinds: DatabaseKind[] = ["pglite", "postgres"];

export const postgresUrl = process.env.TEST_DATABASE_URL ?? "postgresql://root@127.0.0.1:5432/test";

/** A fresh schema on the PostgreSQL server, with the URL that works in it, and its removal. */
export const postgresSchema = (label: string): Promise<OwnSchema> => schemaOfItsOwn(postgresUrl, `t_${label.replace(/\W/g, "_").toLowerCase()}`);

const migrationsDir = join(import.meta.dirname, "../../../server/db/migrations");

/**
 * A migrated PGlite data directory to copy: creating one takes seconds (initdb in WebAssembly),
 * copying it a fraction of that. Kept in the temporary directory under a name that changes with
 * the migrations, built once by whichever test file needs it first.
 */
export async function pgliteTemplate(): Promise<string> {
  const hash = createHash("sha256");
  for (const file of await migrationFiles(migrationsDir)) hash.update(file).update(await readFile(join(migrationsDir, file)));
  const template = join(tmpdir(), `transfer-app-pglite-${hash.digest("hex").slice(0, 16)}`);
  if (await stat(template).catch(() => null)) return template;
  // Templates of earlier migrations are of no more use (39 MB each); an hour old, none is being copied.
  for (const old of await readdir(tmpdir())) {
    const path = join(tmpdir(), old);
    const made = /^transfer-app-pglite-[0-9a-f]{16}$/.test(old) ? await stat(path).catch(() => null) : null;
    if (made && Date.now() - made.mtimeMs > 60 * 60 * 1000) await rm(path, { recursive: true, force: true });
  }
  const building = await mkdtemp(`${template}-building-`);
  const db = await openPglite(building);
  await migrate(db);
  await db.close();
  // Another file may have finished first: then its copy stands and this one goes.
  await rename(building, template).catch(() => rm(building, { recursive: true, force: true }));
  return template;
}

/** A migrated database of `kind` for one test file; close() also removes what it created. */
export async function openTestDatabase(kind: DatabaseKind, label: string): Promise<Database & { url?: string }> {
  if (kind === "pglite") {
    const dir = await mkdtemp(join(tmpdir(), `transfer-app-${label}-`));
    await cp(await pgliteTemplate(), dir, { recursive: true });
    const db = await openPglite(dir);
    await migrate(db);
    return {
      ...db,
      async close() {
        await db.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = await postgresSchema(label);
  const db = await openPostgres(schema.url, 4);
  await migrate(db);
  return {
    ...db,
    url: schema.url,
    async close() {
      await db.close();
      await schema.drop();
    },
  };
}
