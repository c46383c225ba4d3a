/**
 * The one SQL dialect the server speaks: PostgreSQL, through embedded PGlite (the default) or a
 * PostgreSQL server (DATABASE_URL). Both drivers' `query` and `transaction` fit this shape.
 */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Database extends Sql {
  readonly kind: "pglite" | "postgres";
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
