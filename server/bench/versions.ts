/**
 * The generated applications on versions of the form, for bench:export (issue 39): first all on
 * the running version, as a server that has run one form has them; then split over three, the
 * running form and two older ones made by editing a copy of its content (as the tests make theirs,
 * tests/support/versionEdits.ts), each older one asking a question the running form does not and
 * the elder offering an option it no longer does. The applications on an older version answer
 * its question, those of the elder choose its option, and those on the running version carry the
 * answers set aside as their drafts moved from the elder, so every column of the export is read.
 */
import { descKey } from "../../engine/index.ts";
import { completeApplication } from "../../tests/support/completeApplication.ts";
import { requiredAnswered, withExtraOption, withExtraQuestion } from "../../tests/support/versionEdits.ts";
import { openPostgres } from "../db/postgres.ts";
import type { Sql } from "../db/types.ts";
import { form } from "../form.ts";
import { currentSnapshot, currentVersionLabel } from "../versions/current.ts";
import { registerFormVersion } from "../versions/register.ts";
import { firstMoment } from "./applications.ts";

const day = 24 * 60 * 60 * 1000;

/** Every application on the running version: the first version the database runs takes them all. */
export async function onOneVersion(url: string): Promise<void> {
  const db = await openPostgres(url, 1);
  await registerFormVersion(db, currentSnapshot, new Date(firstMoment));
  await compact(db);
  await db.close();
}

/** A third of the submitted applications on each of two older versions, the rest on the running one. */
export async function overThreeVersions(url: string): Promise<void> {
  const choice = requiredAnswered(form, completeApplication, "select").find((key) => withExtraOption(structuredClone(currentSnapshot), form, key, "x", "x"));
  if (!choice) throw new Error("the form has no required choice with its options written out to retire one of");
  const retiredOption = { value: "bench-retired-option", label: "An option no longer offered" };
  const older = (n: number) => {
    const snapshot = structuredClone(currentSnapshot);
    snapshot.partner.formVersion = `${currentVersionLabel}-bench-older-${n}`;
    withExtraQuestion(snapshot, `bench_retired_question_${n}`);
    if (n === 1) withExtraOption(snapshot, form, choice, retiredOption.value, retiredOption.label);
    return snapshot;
  };
  const db = await openPostgres(url, 1);
  const elder = await registerFormVersion(db, older(1), new Date(Date.parse(firstMoment) - 60 * day));
  const younger = await registerFormVersion(db, older(2), new Date(Date.parse(firstMoment) - 30 * day));
  // The third an application falls in, by the number of its reference (B00000001, ...).
  const third = "substring(reference from 2)::int % 3";
  await db.query(
    `UPDATE applications SET submitted_version = $1, form_version = $1, started_version = $1, answers = answers || jsonb_build_object($2::text, 'An answer to a question no longer asked', $3::text, $4::text, $5::text, $6::text)
     WHERE submitted_at IS NOT NULL AND ${third} = 1`,
    [elder.id, "bench_retired_question_1", choice, retiredOption.value, descKey(choice), retiredOption.label],
  );
  await db.query(
    `UPDATE applications SET submitted_version = $1, form_version = $1, started_version = $1, answers = answers || jsonb_build_object($2::text, 'An answer to a question no longer asked')
     WHERE submitted_at IS NOT NULL AND ${third} = 2`,
    [younger.id, "bench_retired_question_2"],
  );
  await db.query(
    `UPDATE applications SET started_version = $1, set_aside = jsonb_build_array(
       jsonb_build_object('key', $2::text, 'value', 'An answer to a question no longer asked', 'reason', 'notAsked', 'version', $1::text, 'at', $4::text),
       jsonb_build_object('key', $3::text, 'value', $5::text, 'reason', 'optionRetired', 'version', $1::text, 'at', $4::text))
     WHERE submitted_at IS NOT NULL AND ${third} = 0`,
    [elder.id, "bench_retired_question_1", choice, firstMoment, retiredOption.value],
  );
  await compact(db);
  await db.close();
}

/** The table rewritten without the rows the updates left behind, so each setting is read as compactly as the one before. */
async function compact(db: Sql): Promise<void> {
  await db.query("VACUUM FULL ANALYZE applications");
}
