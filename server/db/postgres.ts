import pg from "pg";
import type { ScriptDatabase, ScriptSql } from "./script.ts";
import { classified } from "./unavailable.ts";

/**
 * How long a query waits to connect, or for a free connection of the pool, before it fails: long
 * enough for a busy minute before a deadline, short enough that a request during an outage is
 * answered (503) rather than left hanging.
 */
const connectTimeoutMs = 10_000;

/**
 * A PostgreSQL server through a pool of connections (DATABASE_URL). Connection settings such as
 * a schema go in the URL: `?options=-c search_path=app,public`.
 *
 * When the server restarts or the network drops, every connection of the pool breaks. pg-pool
 * removes a connection that reports an error while idle or that is released with one, and opens
 * new ones on demand, so the pool heals by itself once the server answers again; queries in the
 * meantime fail with DatabaseUnavailableError (unavailable.ts). TCP keepalive finds connections
 * whose peer vanished without closing them.
 */
export async function openPostgres(url: string, max = 10): Promise<ScriptDatabase> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
  // An idle connection the server drops must not crash the process; the next query reconnects.
  pool.on("error", () => undefined);
  await pool.query("SELECT 1");
  return {
    kind: "postgres",
    async query<T>(text: string, params?: unknown[]) {
      try {
        return { rows: (await pool.query(text, params)).rows as T[] };
      } catch (error) {
        throw classified(error);
      }
    },
    async transaction(fn) {
      const client = await pool.connect().catch((error: unknown) => {
        throw classified(error);
      });
      const tx: ScriptSql = {
        query: async <T>(text: string, params?: unknown[]) => ({ rows: (await client.query(text, params)).rows as T[] }),
        // Without parameters pg uses the simple protocol, which runs several statements.
        script: async (text: string) => void (await client.query(text)),
      };
      // A connection whose ROLLBACK failed is in no known state: it is closed, not reused.
      let broken: Error | undefined;
      // pg-pool listens for errors of idle connections only: a server that drops this one while it
      // is checked out must not crash the process with an unhandled 'error' event. The query in
      // flight fails on its own (and is answered 503); the connection is closed on release.
      const dropped = (error: Error): void => void (broken = error);
      client.on("error", dropped);
      try {
        await client.query("BEGIN");
        const result = await fn(tx);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw classified(error);
      } finally {
        client.off("error", dropped);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
