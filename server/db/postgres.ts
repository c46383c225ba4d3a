import pg from "pg";
import type { ScriptDatabase, ScriptSql } from "./script.ts";

/**
 * A PostgreSQL server through a pool of connections (DATABASE_URL). Connection settings such as
 * a schema go in the URL: `?options=-c search_path=app,public`.
 */
export async function openPostgres(url: string, max = 10): Promise<ScriptDatabase> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server drops must not crash the process; the next query reconnects.
  pool.on("error", () => undefined);
  await pool.query("SELECT 1");
  return {
    kind: "postgres",
    query: async <T>(text: string, params?: unknown[]) => ({ rows: (await pool.query(text, params)).rows as T[] }),
    async transaction(fn) {
      const client = await pool.connect();
      const tx: ScriptSql = {
        query: async <T>(text: string, params?: unknown[]) => ({ rows: (await client.query(text, params)).rows as T[] }),
        // Without parameters pg uses the simple protocol, which runs several statements.
        script: async (text: string) => void (await client.query(text)),
      };
      try {
        await client.query("BEGIN");
        const result = await fn(tx);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
