/**
 * At start the server stores the version of the form it runs (issue 39), once: a version is never
 * changed, so a form that changed while keeping the label of a version already run is refused, as
 * ODK Central refuses to publish over a used version string. Applications stored before versions
 * were recorded are given the first version run, which is the form they were written on.
 */
import type { Database } from "../db/types.ts";
import { type FormSnapshot, versionId, versionLabel } from "./snapshot.ts";

/** The form changed and kept the label of the version the database has under it. */
export class FormVersionLabelTaken extends Error {
  constructor(label: string, firstRunAt: Date) {
    super(
      `The form differs from version "${label}", which this database has run since ${firstRunAt.toISOString().slice(0, 10)}, yet partner.json still names it "${label}". ` +
        `A stored version never changes, so the server does not start: give the changed form a new "formVersion" in partner.json (for example "${nextLabel(label)}"), ` +
        `run npm run -s schema:check with this server's DATA_DIR or DATABASE_URL to see what the change does to stored applications, and start again.`,
    );
    this.name = "FormVersionLabelTaken";
  }
}

/** A label after `label`: its last number raised, or "-2" added. */
export function nextLabel(label: string): string {
  const numbered = /^(.*?)(\d+)$/.exec(label);
  return numbered ? `${numbered[1]}${Number(numbered[2]) + 1}` : `${label}-2`;
}

export interface RegisteredVersion {
  id: string;
  label: string;
  /** True when this start stored it. */
  stored: boolean;
  /** When it stored it: the version stored last before it, if any (the form it replaces). */
  previous?: string;
}

/**
 * Stores `snapshot` as a version unless the database has it; refuses (FormVersionLabelTaken) when
 * the database has another version of the same label. One transaction under an advisory lock, so
 * processes starting at once on one PostgreSQL store it once.
 */
export async function registerFormVersion(db: Database, snapshot: FormSnapshot, now: Date): Promise<RegisteredVersion> {
  const id = versionId(snapshot);
  const label = versionLabel(snapshot);
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('form_versions:' || current_schema()))");
    const { rows } = await tx.query<{ id: string; first_run_at: Date }>("SELECT id, first_run_at FROM form_versions WHERE label = $1", [label]);
    const same = rows[0];
    if (same && same.id !== id) throw new FormVersionLabelTaken(label, new Date(same.first_run_at));
    if (same) return { id, label, stored: false };
    const { rows: before } = await tx.query<{ id: string }>("SELECT id FROM form_versions ORDER BY first_run_at DESC, label DESC LIMIT 1");
    await tx.query("INSERT INTO form_versions (id, label, definition, first_run_at) VALUES ($1, $2, $3::json, $4)", [id, label, JSON.stringify(snapshot), now]);
    const previous = before[0]?.id;
    if (previous === undefined) {
      await tx.query(
        `UPDATE applications SET started_version = COALESCE(started_version, $1), form_version = COALESCE(form_version, $1),
           submitted_version = CASE WHEN submitted_at IS NULL THEN NULL ELSE COALESCE(submitted_version, $1) END
         WHERE form_version IS NULL`,
        [id],
      );
    }
    return { id, label, stored: true, ...(previous === undefined ? {} : { previous }) };
  });
}
