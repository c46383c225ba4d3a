/**
 * Issue 39: a draft written on an older version of the form moves to the running version when its
 * student comes back, saves or submits. Answers the running version still asks and accepts are
 * carried; the others are set aside in the database, never dropped, and block no submit; the student
 * is told what they must answer again and which required questions are new. The older version is
 * the running form's own content edited (tests/support/versionEdits.ts).
 */
import { describe, expect, it } from "vitest";
import { type Answers, descKey, formVersionHeader } from "../../engine/index.ts";
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
/** A required text both versions ask. */
const stillAsked = requiredAnswered(form, complete, "text")[1];

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
    expect(stillAsked).toBeDefined();
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

  it("keeps what a page still on an older version saves of what the running version no longer asks or offers, and names the running version", async () => {
    const olderLabel = `${currentVersionLabel}-open-page-${kind}`;
    const older = await olderVersion(s, olderLabel);
    const { client, accountId } = await studentWithSession(s.t.app);
    const onOlderPage = { [formVersionHeader]: olderLabel };
    const saved = await client.put("/api/answer", { [retiredKey]: "Typed on the older page", [stillAsked!]: complete[stillAsked!]! }, onOlderPage);
    expect(saved.status).toBe(200);
    expect(saved.headers[formVersionHeader]).toBe(currentVersionLabel);
    expect((await client.put("/api/answer", { [choice!]: retiredOption.value }, onOlderPage)).status).toBe(200);
    const { rows } = await s.db.query<{ answers: Answers; set_aside: SetAsideRow[] }>("SELECT answers, set_aside FROM applications WHERE account_id = $1", [accountId]);
    expect(rows[0]!.answers[stillAsked!]).toBe(complete[stillAsked!]);
    expect(rows[0]!.answers).not.toHaveProperty(retiredKey);
    expect(rows[0]!.answers[choice!] ?? "").not.toBe(retiredOption.value);
    expect(rows[0]!.set_aside.map(({ key, value, reason, version }) => ({ key, value, reason, version }))).toEqual([
      { key: retiredKey, value: "Typed on the older page", reason: "notAsked", version: older },
      { key: choice, value: retiredOption.value, reason: "optionRetired", version: older },
    ]);
  });

  it("refuses, as ever, what the running version does not ask from a page naming no older version this database ran", async () => {
    await olderVersion(s, `${currentVersionLabel}-refused-${kind}`);
    const { client, accountId } = await studentWithSession(s.t.app);
    const pages: Record<string, string>[] = [{}, { [formVersionHeader]: currentVersionLabel }, { [formVersionHeader]: `${currentVersionLabel}-never-run` }];
    for (const headers of pages) {
      const refused = await client.put("/api/answer", { [retiredKey]: "Typed", [stillAsked!]: complete[stillAsked!]! }, headers);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toHaveProperty(retiredKey);
    }
    const { rows } = await s.db.query<{ answers: Answers; set_aside: SetAsideRow[] }>("SELECT answers, set_aside FROM applications WHERE account_id = $1", [accountId]);
    expect(rows[0]!.set_aside).toEqual([]);
    expect(rows[0]!.answers).not.toHaveProperty(stillAsked!);
  });
});
