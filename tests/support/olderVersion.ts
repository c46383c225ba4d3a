/**
 * An older version of the running form and an application written on it, for the tests that read
 * an application with its own version (issue 39): the older version asked a question the running
 * form does not, offered an option it no longer offers, and worded one question otherwise. The
 * keys are the running form's own, found in it (versionEdits.ts), never written here.
 */
import { type Answers, descKey, interpolate } from "../../engine/index.ts";
import type { Database, Sql } from "../../server/db/types.ts";
import { form } from "../../server/form.ts";
import { currentSnapshot } from "../../server/versions/current.ts";
import { registerFormVersion } from "../../server/versions/register.ts";
import type { FormSnapshot } from "../../server/versions/snapshot.ts";
import { completeApplication as complete } from "./completeApplication.ts";
import { requiredAnswered, textIn, withExtraOption, withExtraQuestion, withLabel } from "./versionEdits.ts";

/** The question the running form no longer asks. */
export const retiredKey = "question_of_an_older_version";
const retiredAnswer = "An answer to a question no longer asked";
const retiredOption = { value: "option-of-an-older-version", label: "An option no longer offered" };

/** A required choice the complete application answers whose options are written out, and a required text it answers. */
export const choiceKey = requiredAnswered(form, complete, "select").find((key) => withExtraOption(structuredClone(currentSnapshot), form, key, "x", "x"))!;
export const rewordedKey = requiredAnswered(form, complete, "text")[0]!;

/** A text of the older version as the office reads it: in the form's default language. */
const inDefaultLocale = (snapshot: FormSnapshot, text: string): string => {
  const written = textIn(snapshot, text);
  return typeof written === "string" ? written : written[form.locale]!;
};

/** A question's label in the running form, as its pages show it. */
export function runningLabel(key: string): string {
  const node = form.keys.get(key)!.node;
  return interpolate("label" in node && typeof node.label === "string" ? node.label : key, form.vars);
}

export interface OlderVersion {
  id: string;
  label: string;
  definition: FormSnapshot;
  /** What a reader of an application written on it must find, in the form's default language. */
  shown: { retiredQuestion: string; retiredAnswer: string; retiredOption: string; rewordedLabel: string };
}

/** Registers the older version under `label`, as a server that once ran it would have. */
export async function registerOlderVersion(db: Database, label: string, now: Date): Promise<OlderVersion> {
  const definition = structuredClone(currentSnapshot);
  definition.partner.formVersion = label;
  withExtraQuestion(definition, retiredKey);
  withExtraOption(definition, form, choiceKey, retiredOption.value, retiredOption.label);
  withLabel(definition, form, rewordedKey, `Worded by an older version: ${rewordedKey}`);
  const { id } = await registerFormVersion(db, definition, now);
  const shown = {
    retiredQuestion: inDefaultLocale(definition, `Retired question ${retiredKey}`),
    retiredAnswer,
    retiredOption: inDefaultLocale(definition, retiredOption.label),
    rewordedLabel: inDefaultLocale(definition, `Worded by an older version: ${rewordedKey}`),
  };
  return { id, label, definition, shown };
}

/** The application of `accountId`, holding the complete application, moved onto `version` with the retired question answered and the retired option chosen. */
export async function answeredOn(db: Sql, accountId: string, version: OlderVersion): Promise<void> {
  const onOlder: Answers = { [retiredKey]: retiredAnswer, [choiceKey]: retiredOption.value, [descKey(choiceKey)]: version.shown.retiredOption };
  await db.query("UPDATE applications SET answers = answers || $2::jsonb, form_version = $3, started_version = $3 WHERE account_id = $1", [accountId, JSON.stringify(onOlder), version.id]);
}
