/**
 * The versions of the form an export reads (issue 39), found before its first row is written so
 * that its columns are known up front: one query over the same applications the export takes,
 * which reads their versions and no answers, so the export stays one pass over the rows.
 */
import type { Form } from "../../engine/index.ts";
import type { Sql } from "../db/types.ts";
import type { ListFilter } from "../office/list.ts";
import { currentVersionId, currentVersionLabel } from "../versions/current.ts";
import { formOfVersion } from "../versions/forms.ts";
import { exportedSql, versionSql } from "./rows.ts";

export interface ExportVersions {
  /** The forms of the versions among the exported applications other than the running one, newest first. */
  others: Form[];
  /** The ids of the versions the columns are made from: the running one and the others. */
  read: ReadonlySet<string>;
  /** The label of every version by its id, so a record names the version it was submitted on and those its set-aside answers were given on. */
  labels: ReadonlyMap<string, string>;
}

export async function exportVersions(db: Sql, selection: { since?: Date; filter?: ListFilter }): Promise<ExportVersions> {
  const exported = exportedSql(selection);
  // Every stored version (a handful), each marked when an exported application is on it.
  const { rows } = await db.query<{ id: string; label: string; exported: boolean }>(
    `SELECT v.id, v.label, v.id IN (SELECT DISTINCT ${versionSql} FROM applications a WHERE ${versionSql} IS NOT NULL AND ${exported.where}) AS exported
     FROM form_versions v ORDER BY v.first_run_at DESC, v.label DESC`,
    exported.params,
  );
  const otherIds = rows.filter((v) => v.exported && v.id !== currentVersionId).map((v) => v.id);
  const others = await Promise.all(otherIds.map((id) => formOfVersion(db, id)));
  const labels = new Map(rows.map((v) => [v.id, v.label]));
  // The running version has its label before the server first stores it (a command run from a newer build).
  labels.set(currentVersionId, currentVersionLabel);
  return { others, read: new Set([currentVersionId, ...otherIds]), labels };
}
