import type { Database, Sql } from "./types.ts";

/** A transaction that can also run a script of several statements (a migration file). */
export interface ScriptSql extends Sql {
  script(text: string): Promise<void>;
}

/** What the drivers return: a Database whose transactions can run migration scripts. */
export interface ScriptDatabase extends Database {
  transaction<T>(fn: (tx: ScriptSql) => Promise<T>): Promise<T>;
}
