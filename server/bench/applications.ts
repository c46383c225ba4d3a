/**
 * Generated applications for the benches on PostgreSQL (bench:export, bench:office): a schema of
 * the bench's own on BENCH_POSTGRES_URL, submitted applications made in one INSERT ... SELECT
 * generate_series from the complete application's answers, and drafts in every status of the
 * office's list. Names and terms go under the keys the form marks (the given-name and family-name
 * autocomplete tokens, officeTermQuestion), so an author's change to the form keeps them right.
 */
import { repeatCount } from "../../engine/index.ts";
import { completeApplication } from "../../tests/support/completeApplication.ts";
import { nameKeys } from "../applicationPdf/applicant.ts";
import { migrate } from "../db/migrate.ts";
import { openPostgres } from "../db/postgres.ts";
import { type OwnSchema, schemaOfItsOwn } from "../db/schemaOfItsOwn.ts";
import type { Sql } from "../db/types.ts";
import { exportColumns } from "../export/columns.ts";
import { form, repeatGroups } from "../form.ts";
import { syncOfficeListKeys, termKey } from "../office/listKeys.ts";
import { officeTerms } from "../office/list.ts";

export const serverUrl = process.env.BENCH_POSTGRES_URL ?? "postgresql://root@127.0.0.1:5432/test";

/** A schema of the bench's own on the server, with the URL that works in it. */
export const benchSchema = (label: string): Promise<OwnSchema> => schemaOfItsOwn(serverUrl, `bench_${label}`);

/** The first moment the generated applications were made at; each next one a second later. */
export const firstMoment = "2026-11-01T00:00:00Z";

/** The answers' names and term as SQL over the row number `n`: "Maria <n>", "Rivera-<n>", the form's terms in turn. */
function namedAnswers(): { sql: string; params: unknown[] } {
  const terms = officeTerms(new Date(firstMoment)).map((t) => t.code);
  if (!nameKeys.given || !nameKeys.family) throw new Error("the form marks no given-name and family-name questions");
  return {
    sql: `jsonb_build_object($N1::text, 'Maria ' || n, $N2::text, 'Rivera-' || n, $N3::text, ($N4::text[])[1 + n % cardinality($N4::text[])])`,
    params: [nameKeys.given, nameKeys.family, termKey, terms],
  };
}

const numbered = (sql: string, first: number): string => sql.replace(/\$N(\d)/g, (_, i: string) => `$${first + Number(i) - 1}`);

/**
 * `count` submitted applications and `drafts` drafts more, a third each not started (no answers),
 * started (names and term only) and validating (the same and the web status), every one a
 * confirmed account. Returns the moment after which the last tenth of the submitted ones were
 * submitted.
 */
export async function generateApplications(url: string, count: number, drafts = 0): Promise<string> {
  const answers = completeApplication;
  const entries = Object.fromEntries([...repeatGroups.values()].map((group) => [group.id, repeatCount(group, {}, answers)]));
  const document = exportColumns(form).find((c) => c.source.from === "document")?.name ?? "";
  const db = await openPostgres(url, 2);
  await migrate(db);
  await syncOfficeListKeys(db);
  const named = namedAnswers();
  await db.query(
    `INSERT INTO accounts (id, username, password_hash, created_at, confirmed_at)
     SELECT gen_random_uuid(), 'bench-' || i || '@example.edu', 'not a hash', $2::timestamptz, $2::timestamptz FROM generate_series(1, $1::int) AS i`,
    [count + drafts, firstMoment],
  );
  // Accounts 1..count are submitted, the rest drafts (n in row order of the usernames, which sort as text).
  await db.query(
    `INSERT INTO applications (account_id, answers, tabs, add_another, submitted_at, updated_at, reference)
     SELECT u.id, $1::jsonb || ${numbered(named.sql, 5)}, '{}', $2::jsonb,
       $3::timestamptz + n * interval '1 second', $3::timestamptz + n * interval '1 second', 'B' || lpad(n::text, 8, '0')
     FROM (SELECT id, row_number() OVER (ORDER BY username) AS n FROM accounts) AS u WHERE n <= $4`,
    [JSON.stringify(answers), JSON.stringify(entries), firstMoment, count, ...named.params],
  );
  if (drafts) await generateDrafts(db, count, named);
  await db.query(
    `INSERT INTO document_answers (account_id, answer_key, file_name, file_size, created_at)
     SELECT a.account_id, $1, 'transcript ' || u.username || '.pdf', 123456, $2::timestamptz FROM applications a JOIN accounts u ON u.id = a.account_id WHERE a.submitted_at IS NOT NULL`,
    [document, firstMoment],
  );
  await db.query("ANALYZE");
  await db.close();
  return new Date(Date.parse(firstMoment) + Math.floor(count * 0.9) * 1000).toISOString();
}

/** The drafts: the accounts after the first `submitted`, in three statuses in turn. */
async function generateDrafts(db: Sql, submitted: number, named: { sql: string; params: unknown[] }): Promise<void> {
  await db.query(
    `INSERT INTO applications (account_id, answers, updated_at)
     SELECT u.id, CASE WHEN n % 3 = 0 THEN '{}'::jsonb ELSE ${numbered(named.sql, 3)} END, $2::timestamptz + n * interval '1 second'
     FROM (SELECT id, row_number() OVER (ORDER BY username) AS n FROM accounts) AS u WHERE n > $1`,
    [submitted, firstMoment, ...named.params],
  );
  await db.query(
    `INSERT INTO web_statuses (account_id, web_status, created_at)
     SELECT a.account_id, 'validating', a.updated_at FROM applications a
     WHERE a.submitted_at IS NULL AND a.answers <> '{}'::jsonb AND extract(epoch FROM a.updated_at)::bigint % 3 = 2`,
  );
}
