/**
 * Issue 39: a draft written on an older version of the form moves to the running version when its
 * student comes back, saves or submits. Answers the running version still asks and accepts are
 * carried; the others are set aside in the database, never dropped, and block no submit; the student
 * is told what they must answer again and which required questions are new. The older version is
 * the running form's own content edited (tests/support/versionEdits.ts).
 */
import { describe, expect, it } from "vitest";
import { type Answers, descKey } from "../../engine/index.ts";
import { form } from "../../server/form.ts";
import { currentSnapshot, currentVersionId, currentVersionLabel } from "../../server/versions/current.ts";
import { registerFormVersion } from "../../server/versions/register.ts";
import { completeApplication as complete } from "../support/completeApplication.ts";
import { requiredAnswered, withExtraOption, withExtraQuestion, withoutQuestion } from "../support/versionEdits.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { saveWithEntries } from "./helpers/entries.ts";
import { studentWithSession } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";
import type { Suite } from "./helpers/suite.ts";

// The day the complete-application fixture is valid on (its dates are relative to it).
const fixtureDay = Date.parse("2026-11-21T17:00:00Z");

const retiredKey = "question_of_an_older_version";
const retiredOption = { value: "option-of-an-older-version", label: "An option no longer offered" };

/** A required choice and a required text the complete application answers, the choice one whose options are written out. */
const choice = requiredAnswered(form, complete, "select").find((key) => withExtraOption(structuredClone(currentSnapshot), form, key, "x", "x"));
const newRequired = requiredAnswered(form, complete, "text")[0];

interface SetAsideRow {
  key: string;
  value: unknown;
  reason: string;
  version: string;
}

/** The older version: it asked `retiredKey`, offered the retired option for the choice, and did not ask `newRequired` yet. */
async function olderVersion(s: Suite, label: string): Promise<string> {
  const older = structuredClone(currentSnapshot);
  older.partner.formVersion = label;
  withExtraQuestion(older, retiredKey);
  withExtraOption(older, form, choice!, retiredOption.value, retiredOption.label);
  withoutQuestion(older, form, newRequired!);
  return (await registerFormVersion(s.db, older, s.t.clock.now())).id;
}

/** A student whose complete draft was written on `version`: the retired question answered, the retired option chosen, the new question not yet asked. */
async function draftOn(s: Suite, version: string) {
  const student = await studentWithSession(s.t.app);
  expect((await saveWithEntries(student.client, complete)).status).toBe(200);
  const onOlder: Answers = { [retiredKey]: "An answer to a retired question", [choice!]: retiredOption.value, [descKey(choice!)]: retiredOption.label, [newRequired!]: "" };
  await s.db.query("UPDATE applications SET answers = answers || $2::jsonb, form_version = $3, started_version = $3 WHERE account_id = $1", [student.accountId, JSON.stringify(onOlder), version]);
  return student;
}

describe.each(databaseKinds)("a draft of an older version of the form (%s)", (kind) => {
  const s = useServer(kind, "draft_move", { clockStart: fixtureDay });

  it("has a required choice with written-out options and a required text to edit", () => {
    expect(choice).toBeDefined();
    expect(newRequired).toBeDefined();
  });

  it("moves to the running version as its student comes back: set aside, never dropped, and told", async () => {
    const older = await olderVersion(s, `${currentVersionLabel}-older-${kind}`);
    const { client, accountId } = await draftOn(s, older);
    const profile = (await client.get("/api/profile")).body as { answer: Answers; form_changes: unknown };
    expect(profile.answer).not.toHaveProperty(retiredKey);
    expect(profile.answer).not.toHaveProperty(choice!);
    expect(profile).not.toHaveProperty("form_version");
    expect(profile.form_changes).toEqual({
      askedAgain: [{ key: choice, value: retiredOption.value, given: Object.fromEntries((currentSnapshot.partner.locales ?? ["en"]).map((l) => [l, expect.stringContaining(retiredOption.label)])) }],
      newRequired: expect.arrayContaining([newRequired]),
    });
    const { rows } = await s.db.query<{ form_version: string; started_version: string; set_aside: SetAsideRow[] }>("SELECT form_version, started_version, set_aside FROM applications WHERE account_id = $1", [accountId]);
    expect(rows[0]).toMatchObject({ form_version: currentVersionId, started_version: older });
    expect(rows[0]!.set_aside.map(({ key, value, reason, version }) => ({ key, value, reason, version }))).toEqual(
      expect.arrayContaining([
        { key: retiredKey, value: "An answer to a retired question", reason: "notAsked", version: older },
        { key: choice, value: retiredOption.value, reason: "optionRetired", version: older },
        { key: descKey(choice!), value: retiredOption.label, reason: "optionRetired", version: older },
      ]),
    );
  });

  it("is named every answer the running version asks for at submit, and submits once they are given", async () => {
    const older = await olderVersion(s, `${currentVersionLabel}-submitted-${kind}`);
    const { client, accountId } = await draftOn(s, older);
    const refused = await client.post("/api/submit");
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors as object)).toEqual(expect.arrayContaining([choice, newRequired]));
    expect(refused.body.errors).not.toHaveProperty(retiredKey);
    expect((await client.put("/api/answer", { [choice!]: complete[choice!]!, [newRequired!]: complete[newRequired!]! })).status).toBe(200);
    expect((await client.post("/api/submit")).status).toBe(200);
    const { rows } = await s.db.query<{ submitted_version: string; set_aside: SetAsideRow[]; answers: Answers }>("SELECT submitted_version, set_aside, answers FROM applications WHERE account_id = $1", [accountId]);
    expect(rows[0]!.submitted_version).toBe(currentVersionId);
    expect(rows[0]!.set_aside.map((entry) => entry.key)).toEqual(expect.arrayContaining([retiredKey, choice]));
    expect(rows[0]!.answers[choice!]).toBe(complete[choice!]);
  });

  it("moves on its first save too, the save applied to what it carried", async () => {
    const older = await olderVersion(s, `${currentVersionLabel}-saved-${kind}`);
    const { client, accountId } = await draftOn(s, older);
    expect((await client.put("/api/answer", { [newRequired!]: complete[newRequired!]! })).status).toBe(200);
    const { rows } = await s.db.query<{ form_version: string; answers: Answers }>("SELECT form_version, answers FROM applications WHERE account_id = $1", [accountId]);
    expect(rows[0]!.form_version).toBe(currentVersionId);
    expect(rows[0]!.answers).not.toHaveProperty(retiredKey);
    expect(rows[0]!.answers[newRequired!]).toBe(complete[newRequired!]);
  });
});
