import { randomBytes } from "node:crypto";
import pg from "pg";

/** A schema made for one user of a shared database: the URL that works in it, and its removal. */
export interface OwnSchema {
  readonly url: string;
  drop(): Promise<void>;
}

async function withClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh schema on the PostgreSQL server at `serverUrl`, named `prefix` and a random part, where a
 * test file or a benchmark works beside others on one database without meeting them. Extensions
 * (pg_trgm, which the migrations use) live in public, shared by every schema: a lock keeps two
 * users starting at once from both creating one.
 */
export async function schemaOfItsOwn(serverUrl: string, prefix: string): Promise<OwnSchema> {
  const schema = `${prefix}_${randomBytes(4).toString("hex")}`;
  await withClient(serverUrl, async (admin) => {
    await admin.query("SELECT pg_advisory_lock(hashtext('shared-extensions'))");
    await admin.query("CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public");
    await admin.query("SELECT pg_advisory_unlock(hashtext('shared-extensions'))");
    await admin.query(`CREATE SCHEMA "${schema}"`);
  });
  const url = new URL(serverUrl);
  url.searchParams.set("options", `-c search_path=${schema},public`);
  return {
    url: url.toString(),
    drop: () => withClient(serverUrl, async (client) => void (await client.query(`DROP SCHEMA "${schema}" CASCADE`))),
  };
}
