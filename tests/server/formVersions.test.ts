/**
 * Issue 39: the server stores each version of the form it runs, never changes one, and refuses to
 * start on a changed form that keeps a stored version's label; every application records the
 * version it was started and submitted on, and is read with it. Edits are made to a copy of the
 * running form's own content, whatever it holds.
 */
import { describe, expect, it } from "vitest";
import type { Authored } from "../../engine/index.ts";
import { currentSnapshot, currentVersionId, currentVersionLabel } from "../../server/versions/current.ts";
import { formOfVersion } from "../../server/versions/forms.ts";
import { FormVersionLabelTaken, nextLabel, registerFormVersion } from "../../server/versions/register.ts";
import { type FormSnapshot, versionId } from "../../server/versions/snapshot.ts";
import { changesSince } from "../../server/versions/startChanges.ts";
import { withExtraQuestion } from "../support/versionEdits.ts";
import { completeApplication as complete } from "../support/completeApplication.ts";
import { databaseKinds, openTestDatabase } from "./helpers/databases.ts";
import { saveWithEntries } from "./helpers/entries.ts";
import { studentWithSession } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";

// The day the complete-application fixture is valid on (its dates are relative to it).
const fixtureDay = Date.parse("2026-11-21T17:00:00Z");

/** A text with `suffix` added in every language it is written in. */
const suffixed = (text: Authored.LocalizedText, suffix: string): Authored.LocalizedText =>
  typeof text === "string" ? `${text}${suffix}` : Object.fromEntries(Object.entries(text).map(([locale, t]) => [locale, `${t}${suffix}`]));

/** The running form with its first page's title reworded, under `label`. */
function reworded(label: string, suffix = " (reworded)"): FormSnapshot {
  const copy = structuredClone(currentSnapshot);
  const first = copy.pages[0]!;
  first.title = suffixed(first.title, suffix);
  copy.partner.formVersion = label;
  return copy;
}

interface VersionRow {
  started_version: string | null;
  form_version: string | null;
  submitted_version: string | null;
}

describe("a version's id and label", () => {
  it("is a hash of the content whatever the order of its keys, and another for any change", () => {
    const reordered = Object.fromEntries(Object.entries(currentSnapshot).reverse()) as FormSnapshot;
    expect(versionId(reordered)).toBe(currentVersionId);
    expect(versionId(reworded(currentVersionLabel))).not.toBe(currentVersionId);
    expect(currentVersionLabel).toBe(currentSnapshot.partner.formVersion);
  });

  it("suggests the next label: the last number raised, else -2", () => {
    expect([nextLabel("2027-fall-1"), nextLabel("2027-fall-9"), nextLabel("fall"), nextLabel("v10")]).toEqual(["2027-fall-2", "2027-fall-10", "fall-2", "v11"]);
  });
});

describe.each(databaseKinds)("form versions (%s)", (kind) => {
  const s = useServer(kind, "form_versions", { clockStart: fixtureDay });

  it("stores the running version once, and an application records the versions it was started and submitted on", async () => {
    const { rows: versions } = await s.db.query<{ id: string; label: string }>("SELECT id, label FROM form_versions");
    expect(versions).toEqual([{ id: currentVersionId, label: currentVersionLabel }]);
    const again = await registerFormVersion(s.db, currentSnapshot, s.t.clock.now());
    expect(again).toEqual({ id: currentVersionId, label: currentVersionLabel, stored: false });

    const { client, accountId } = await studentWithSession(s.t.app);
    const row = async (): Promise<VersionRow> =>
      (await s.db.query<VersionRow>("SELECT started_version, form_version, submitted_version FROM applications WHERE account_id = $1", [accountId])).rows[0]!;
    expect(await row()).toEqual({ started_version: currentVersionId, form_version: currentVersionId, submitted_version: null });
    await saveWithEntries(client, complete);
    expect((await client.post("/api/submit")).status).toBe(200);
    expect(await row()).toEqual({ started_version: currentVersionId, form_version: currentVersionId, submitted_version: currentVersionId });
  });

  it("refuses a changed form under a stored label, saying what to do, and stores it under a new one", async () => {
    const refused = registerFormVersion(s.db, reworded(currentVersionLabel), s.t.clock.now());
    await expect(refused).rejects.toBeInstanceOf(FormVersionLabelTaken);
    await expect(refused).rejects.toThrow(`give the changed form a new "formVersion" in partner.json (for example "${nextLabel(currentVersionLabel)}")`);
    const label = `${currentVersionLabel}-test-${kind}`;
    const stored = await registerFormVersion(s.db, reworded(label), s.t.clock.now());
    expect(stored).toMatchObject({ label, stored: true });
    expect(stored.id).not.toBe(currentVersionId);
  });

  it("never changes or removes a stored version", async () => {
    await expect(s.db.query("UPDATE form_versions SET label = 'renamed'")).rejects.toThrow(/form_versions keeps every version/);
    await expect(s.db.query("DELETE FROM form_versions")).rejects.toThrow(/form_versions keeps every version/);
    await expect(s.db.query("TRUNCATE form_versions CASCADE")).rejects.toThrow(/form_versions keeps every version/);
  });

  it("reads an application's version with that version's texts, in each of its languages", async () => {
    const label = `${currentVersionLabel}-old-${kind}`;
    const old = await registerFormVersion(s.db, reworded(label, " (as it was)"), s.t.clock.now());
    for (const locale of currentSnapshot.partner.locales ?? ["en"]) {
      const read = await formOfVersion(s.db, old.id, locale);
      const running = await formOfVersion(s.db, currentVersionId, locale);
      expect(read.locale).toBe(locale);
      expect(read.pages[0]!.title).toBe(`${running.pages[0]!.title} (as it was)`);
    }
  });
});

describe.each(databaseKinds)("the server's log on a new version (%s)", (kind) => {
  const s = useServer(kind, "form_version_log", { clockStart: fixtureDay });

  it("names each change since the version it replaces, with the applications it touches", async () => {
    const older = structuredClone(currentSnapshot);
    older.partner.formVersion = `${currentVersionLabel}-logged`;
    withExtraQuestion(older, "question_of_an_older_version");
    const { id } = await registerFormVersion(s.db, older, s.t.clock.now());
    const { accountId } = await studentWithSession(s.t.app);
    await s.db.query("UPDATE applications SET answers = answers || '{\"question_of_an_older_version\": \"an answer\"}'::jsonb WHERE account_id = $1", [accountId]);
    const lines = await changesSince(s.db, id, 2026);
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^version ${older.partner.formVersion}, page \\S+ /\\S+: question_of_an_older_version: the question is no longer asked: .*; answered by 1 application, 0 submitted$`))]);
  });
});

describe.each(databaseKinds)("applications stored before versions were recorded (%s)", (kind) => {
  it("are given the first version the server runs, and no later one", async () => {
    const db = await openTestDatabase(kind, "form_versions_before");
    try {
      const ids = ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002"];
      const now = new Date(fixtureDay);
      for (const [i, id] of ids.entries()) {
        await db.query("INSERT INTO accounts (id, username, password_hash, created_at) VALUES ($1, $2, 'x', $3)", [id, `before-${i}@example.edu`, now]);
        await db.query("INSERT INTO applications (account_id, updated_at, submitted_at, reference) VALUES ($1, $2, $3, $4)", [id, now, i ? now : null, i ? "2222-2222" : null]);
      }
      const first = await registerFormVersion(db, currentSnapshot, now);
      const later = await registerFormVersion(db, reworded(`${currentVersionLabel}-later`), now);
      const { rows } = await db.query<VersionRow>("SELECT started_version, form_version, submitted_version FROM applications ORDER BY account_id");
      expect(rows).toEqual([
        { started_version: first.id, form_version: first.id, submitted_version: null },
        { started_version: first.id, form_version: first.id, submitted_version: first.id },
      ]);
      expect(later.id).not.toBe(first.id);
    } finally {
      await db.close();
    }
  }, 120_000);
});
