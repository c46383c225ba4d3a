/**
 * How many stored applications a change of the form touches (issue 39), for schema:check's
 * sentences ("chosen by 412 applications, 377 submitted") and the server's log at start. Every
 * application counts, submitted or not, whichever version it is on: a submitted one is still read
 * with its own version, but the office should know what the change retires.
 */
import type { FormChange } from "../../engine/index.ts";
import type { Sql } from "../db/types.ts";

export interface ChangeCount {
  applications: number;
  submitted: number;
}

/** The condition on an application row that a change touches it, with its parameters. */
function touched(change: FormChange): { where: string; params: unknown[] } {
  switch (change.kind) {
    case "questionRemoved":
    case "kindChanged":
      return { where: "COALESCE(answers ->> $1, '') <> ''", params: [change.key] };
    case "optionRemoved":
    case "optionRecoded":
      return { where: "answers ->> $1 = $2", params: [change.key, change.from] };
    case "maxLowered":
      // Entry n of a group stores its answers as <group>_<n>_<key> (engine instanceKey), from n = 2.
      return {
        where: "EXISTS (SELECT 1 FROM jsonb_each_text(answers) e WHERE e.value <> '' AND (substring(e.key FROM '^' || $1 || '_([0-9]+)_'))::int > $2)",
        params: [change.group, change.to],
      };
    case "pageRemoved":
    case "pageRenamed":
      return { where: "last_page = $1", params: [`/${change.page}`] };
  }
}

/** The applications `change` touches, and how many of them are submitted. */
export async function countChange(db: Sql, change: FormChange): Promise<ChangeCount> {
  const { where, params } = touched(change);
  const { rows } = await db.query<ChangeCount>(`SELECT count(*)::int AS applications, count(submitted_at)::int AS submitted FROM applications WHERE ${where}`, params);
  return rows[0] ?? { applications: 0, submitted: 0 };
}
