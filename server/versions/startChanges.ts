/**
 * What a new version of the form does to the applications stored, said in the server's log as it
 * first starts on it (issue 39): the same changes and sentences as schema:check's, each with the
 * page and pointer it is about and the count of applications it touches, so an operator who
 * deployed without checking against the database still learns it.
 */
import { type Form, formChanges } from "../../engine/index.ts";
import { changeMessage } from "../../scripts/schema-lint/changeMessages.ts";
import type { Sql } from "../db/types.ts";
import { form } from "../form.ts";
import { countChange } from "./changeCounts.ts";
import { formOfVersion } from "./forms.ts";

/** One line per change from the version `previous` to the running one. */
export async function changesSince(db: Sql, previous: string, year: number): Promise<string[]> {
  const before: Form = await formOfVersion(db, previous);
  const lines: string[] = [];
  for (const change of formChanges(before, form, year)) {
    const where = `${change.at.side === "before" ? `version ${before.definition.partner.formVersion}, ` : ""}page ${change.at.page} ${change.at.pointer}`;
    lines.push(`${where}: ${changeMessage(change, await countChange(db, change))}`);
  }
  return lines;
}
