/** The versions of the form the database has run, oldest first, with how many applications each holds. */
import type { Sql } from "../db/types.ts";

export interface StoredVersion {
  id: string;
  label: string;
  firstRunAt: Date;
  /** Applications created on it. */
  started: number;
  /** Drafts whose answers are on it (not moved to a later version yet). */
  drafts: number;
  /** Applications submitted on it. */
  submitted: number;
}

export async function storedVersions(db: Sql): Promise<StoredVersion[]> {
  const { rows } = await db.query<{ id: string; label: string; first_run_at: Date; started: number; drafts: number; submitted: number }>(
    `SELECT v.id, v.label, v.first_run_at,
       (SELECT count(*)::int FROM applications a WHERE a.started_version = v.id) AS started,
       (SELECT count(*)::int FROM applications a WHERE a.form_version = v.id AND a.submitted_at IS NULL) AS drafts,
       (SELECT count(*)::int FROM applications a WHERE a.submitted_version = v.id) AS submitted
     FROM form_versions v ORDER BY v.first_run_at, v.label`,
  );
  return rows.map((r) => ({ id: r.id, label: r.label, firstRunAt: new Date(r.first_run_at), started: r.started, drafts: r.drafts, submitted: r.submitted }));
}

/** The version stored last: the one the server started on most recently with a form it had not run. */
export async function newestVersion(db: Sql): Promise<{ id: string; label: string } | undefined> {
  const { rows } = await db.query<{ id: string; label: string }>("SELECT id, label FROM form_versions ORDER BY first_run_at DESC, label DESC LIMIT 1");
  return rows[0];
}

const idsByLabel = new Map<string, string>();

/** The id of the stored version labelled `label`, or undefined when none is. A stored version never changes, so a label found is kept. */
export async function storedVersionId(db: Sql, label: string): Promise<string | undefined> {
  const known = idsByLabel.get(label);
  if (known) return known;
  const { rows } = await db.query<{ id: string }>("SELECT id FROM form_versions WHERE label = $1", [label]);
  const id = rows[0]?.id;
  if (id) idsByLabel.set(label, id);
  return id;
}
