/**
 * A database of its own for each fault test, on the machine's PostgreSQL (or a private instance):
 * the child processes reach it by URL, and the test reads it directly to check what was kept.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { hashPassword } from "../../../server/accounts/passwords.ts";
import { insertAccount, markConfirmed } from "../../../server/accounts/store.ts";
import { openPostgres } from "../../../server/db/postgres.ts";
import type { Database } from "../../../server/db/types.ts";
import { postgresUrl } from "../../server/helpers/databases.ts";

export interface FreshDatabase {
  url: string;
  /** The test's own connection, for arranging and checking. */
  db: Database;
  drop(): Promise<void>;
}

/** `CREATE DATABASE` on the server `serverUrl` names (its own database is only used to connect). */
export async function freshDatabase(label: string, serverUrl = postgresUrl): Promise<FreshDatabase> {
  const name = `faults_${label}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 2);
  return {
    url: url.toString(),
    db,
    async drop() {
      await db.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export const studentPassword = "Faults-Password-123";
let knownHash: Promise<string> | undefined;

/** A confirmed account, made in the database (the fault tests log in through HTTP, as a browser does). */
export async function confirmedAccount(db: Database): Promise<string> {
  const username = `faults-${randomBytes(4).toString("hex")}@example.edu`;
  const hash = await (knownHash ??= hashPassword(studentPassword));
  await db.transaction(async (tx) => {
    const id = await insertAccount(tx, username, hash, new Date());
    if (!id) throw new Error(`${username} exists`);
    await markConfirmed(tx, id, new Date());
  });
  return username;
}

/** The saved answers of an account. */
export async function answersOf(db: Database, username: string): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ answers: Record<string, unknown> }>("SELECT p.answers FROM applications p JOIN accounts a ON a.id = p.account_id WHERE a.username = $1", [username]);
  return rows[0]?.answers ?? {};
}
