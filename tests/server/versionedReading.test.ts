/**
 * Issue 39: an application is read with the version of the form it was written on, whatever the
 * form asks today. A staff link and the console's print view get that version's definition and
 * label (the browser draws the application with it); the console's page names the version and
 * reports the answers set aside as a draft moved to a later version, each worded by the version it
 * was given on. The older version is the running form's own content edited (tests/support).
 */
import { describe, expect, it } from "vitest";
import { closeApplication } from "../../server/application/submit.ts";
import { serviceLink } from "../../server/tokens/links.ts";
import { currentVersionLabel } from "../../server/versions/current.ts";
import { completeApplication as complete } from "../support/completeApplication.ts";
import { type OlderVersion, answeredOn, choiceKey, registerOlderVersion, retiredKey, runningLabel } from "../support/olderVersion.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { saveWithEntries } from "./helpers/entries.ts";
import { Client } from "./helpers/server.ts";
import { signedInStaff } from "./helpers/staff.ts";
import { studentWithSession } from "./helpers/students.ts";
import { type Suite, useServer } from "./helpers/suite.ts";

// The day the complete-application fixture is valid on (its dates are relative to it).
const fixtureDay = Date.parse("2026-11-21T17:00:00Z");

/** A student's complete application, moved onto `version` as written there; submitted there when `submit`. */
async function applicationOn(s: Suite, version: OlderVersion | null, { submit }: { submit: boolean }) {
  const student = await studentWithSession(s.t.app);
  expect((await saveWithEntries(student.client, complete)).status).toBe(200);
  if (version) await answeredOn(s.db, student.accountId, version);
  if (submit) await s.db.transaction((tx) => closeApplication(tx, student.accountId, s.t.clock.now(), {}));
  return student;
}

/** What a staff link to the application opens: GET /service/tmp-pdf. */
async function viaStaffLink(s: Suite, username: string) {
  const link = new URL((await serviceLink(s.db, s.t.config, username, s.t.clock.now()))!);
  return new Client(s.t.app).get(`/service/tmp-pdf?service_token=${encodeURIComponent(link.searchParams.get("service_token")!)}`);
}

describe.each(databaseKinds)("an application read with its own version of the form (%s)", (kind) => {
  const s = useServer(kind, "versioned_reading", { clockStart: fixtureDay });

  it("gives a staff link and the console's print view the version it was submitted on, with its label, whatever the form asks today", async () => {
    const older = await registerOlderVersion(s.db, `${currentVersionLabel}-printed-${kind}`, s.t.clock.now());
    const { username, accountId } = await applicationOn(s, older, { submit: true });
    const linked = await viaStaffLink(s, username);
    expect(linked.status).toBe(200);
    expect(linked.body.status).toMatchObject({ status: "submitted", form_version: older.label });
    expect(linked.body.form).toEqual(older.definition);
    expect(linked.body.answer).toMatchObject({ [retiredKey]: older.shown.retiredAnswer });
    const { client } = await signedInStaff(s.t.app, "reviewer");
    expect(await client.get(`/staff-api/applications/${accountId}/print`)).toMatchObject({ status: 200, body: linked.body });
  });

  it("sends no definition for an application on the running version, and names it", async () => {
    const { username } = await applicationOn(s, null, { submit: true });
    const linked = await viaStaffLink(s, username);
    expect(linked.body.status).toMatchObject({ form_version: currentVersionLabel });
    expect(linked.body).not.toHaveProperty("form");
  });

  it("names on the console's page the version an application was submitted on", async () => {
    const older = await registerOlderVersion(s.db, `${currentVersionLabel}-submitted-${kind}`, s.t.clock.now());
    const { accountId } = await applicationOn(s, older, { submit: true });
    const { client } = await signedInStaff(s.t.app, "reviewer");
    expect(await client.get(`/staff-api/applications/${accountId}`)).toMatchObject({ status: 200, body: { formVersion: older.label, setAside: [] } });
  });

  it("reports on the console's page the answers set aside as a draft moved, worded by the version they were given on", async () => {
    const older = await registerOlderVersion(s.db, `${currentVersionLabel}-moved-${kind}`, s.t.clock.now());
    const { client: student, accountId } = await applicationOn(s, older, { submit: false });
    // The student comes back: the draft moves to the running version.
    expect((await student.get("/api/profile")).status).toBe(200);
    const { client } = await signedInStaff(s.t.app, "reviewer");
    const page = await client.get(`/staff-api/applications/${accountId}`);
    expect(page.status).toBe(200);
    expect(page.body.formVersion).toBe(currentVersionLabel);
    // Each answer once: the choice's _desc companion is its option's label, which the choice's line gives.
    expect(page.body.setAside).toHaveLength(2);
    expect(page.body.setAside).toEqual(
      expect.arrayContaining([
        { key: retiredKey, question: older.shown.retiredQuestion, answer: older.shown.retiredAnswer, reason: "notAsked", version: older.label, at: expect.any(String) },
        { key: choiceKey, question: runningLabel(choiceKey), answer: older.shown.retiredOption, reason: "optionRetired", version: older.label, at: expect.any(String) },
      ]),
    );
  });
});
