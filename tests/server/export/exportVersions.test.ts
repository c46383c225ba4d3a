/**
 * Issue 39: the export reads each application with the version of the form it was submitted on. A
 * question only an older version asked keeps its column for the records that answered it, after the
 * running form's columns; each record names its version and the answers set aside as it moved. The
 * older version is the running form's own content edited (tests/support/versionEdits.ts).
 */
import { describe, expect, it } from "vitest";
import { type Answers, compileForm, descKey } from "../../../engine/index.ts";
import type { Database } from "../../../server/db/types.ts";
import { exportColumns } from "../../../server/export/columns.ts";
import { csvFormat } from "../../../server/export/csv.ts";
import { writeExport } from "../../../server/export/write.ts";
import { form } from "../../../server/form.ts";
import type { FormSnapshot } from "../../../server/versions/snapshot.ts";
import { currentSnapshot, currentVersionLabel } from "../../../server/versions/current.ts";
import { registerFormVersion } from "../../../server/versions/register.ts";
import { completeApplication as complete } from "../../support/completeApplication.ts";
import { requiredAnswered, withExtraOption, withExtraQuestion, withoutQuestion } from "../../support/versionEdits.ts";
import { databaseKinds } from "../helpers/databases.ts";
import { saveWithEntries } from "../helpers/entries.ts";
import { signedInStaff } from "../helpers/staff.ts";
import { studentWithSession } from "../helpers/students.ts";
import { useServer } from "../helpers/suite.ts";
import { csvObjects, runExport } from "./exported.ts";

// The day the complete-application fixture is valid on (its dates are relative to it).
const fixtureDay = Date.parse("2026-11-21T17:00:00Z");
const exportToken = "export-token-0123456789abcdefghijklmnopqrstuvwxyz";

const retiredKey = "question_of_an_older_version";
const retiredAnswer = "An answer to a question no longer asked";
const retiredOption = { value: "option-of-an-older-version", label: "An option no longer offered" };

/** A required choice the complete application answers, whose options are written out; and a required text. */
const choice = requiredAnswered(form, complete, "select").find((key) => withExtraOption(structuredClone(currentSnapshot), form, key, "x", "x"));
const newRequired = requiredAnswered(form, complete, "text")[0];

/** The running form's content, labelled `label`, that also asked `extraKey`. */
function askingAlso(label: string, extraKey: string): FormSnapshot {
  const older = structuredClone(currentSnapshot);
  older.partner.formVersion = label;
  withExtraQuestion(older, extraKey);
  return older;
}

interface SetAsideEntry {
  key: string;
  value: unknown;
  reason: string;
  version: string;
  at: string;
}

describe("the columns of an export over several versions", () => {
  it("are the running form's in its order, then each other version's not yet present, newest first", () => {
    const compiled = (snapshot: FormSnapshot) => compileForm({ ...snapshot, validators: form.definition.validators });
    const newer = compiled(askingAlso("newer", `${retiredKey}_newer`));
    const older = compiled(askingAlso("older", `${retiredKey}_older`));
    const names = exportColumns(form, [newer, older]).map((c) => c.name);
    const running = exportColumns(form).map((c) => c.name);
    const last = running.length - 1;
    expect(names).toEqual([...running.slice(0, last), `${retiredKey}_newer`, `${retiredKey}_older`, ...running.slice(last)]);
  });
});

describe.each(databaseKinds)("the export of applications on several versions of the form (%s)", (kind) => {
  const s = useServer(kind, "export_versions", { clockStart: fixtureDay, config: { exportToken } });

  it("has a required choice with written-out options and a required text to edit", () => {
    expect(choice).toBeDefined();
    expect(newRequired).toBeDefined();
  });

  /** The older version: it asked `retiredKey`, offered the retired option for the choice, and did not ask `newRequired` yet. */
  async function olderVersion(): Promise<{ id: string; label: string }> {
    const older = askingAlso(`${currentVersionLabel}-older-${kind}`, retiredKey);
    withExtraOption(older, form, choice!, retiredOption.value, retiredOption.label);
    withoutQuestion(older, form, newRequired!);
    return registerFormVersion(s.db, older, s.t.clock.now());
  }

  /** What the older version's student gave that the running version no longer asks or offers. */
  const onOlder = (): Answers => ({ [retiredKey]: retiredAnswer, [choice!]: retiredOption.value, [descKey(choice!)]: retiredOption.label, [newRequired!]: "" });

  /** Submitted on the older version: it answered the retired question and chose the retired option. */
  async function submittedOnOlder(version: string): Promise<string> {
    const { client, accountId } = await studentWithSession(s.t.app);
    expect((await saveWithEntries(client, complete)).status).toBe(200);
    expect((await client.post("/api/submit")).status).toBe(200);
    await s.db.query("UPDATE applications SET answers = answers || $2::jsonb, started_version = $3, form_version = $3, submitted_version = $3 WHERE account_id = $1", [accountId, JSON.stringify(onOlder()), version]);
    return accountId;
  }

  /** Begun on the older version, moved to the running one as its student came back (its older answers set aside), then submitted. */
  async function movedAndSubmitted(version: string): Promise<string> {
    const { client, accountId } = await studentWithSession(s.t.app);
    expect((await saveWithEntries(client, complete)).status).toBe(200);
    await s.db.query("UPDATE applications SET answers = answers || $2::jsonb, started_version = $3, form_version = $3 WHERE account_id = $1", [accountId, JSON.stringify(onOlder()), version]);
    expect((await client.put("/api/answer", { [choice!]: complete[choice!]!, [newRequired!]: complete[newRequired!]! })).status).toBe(200);
    expect((await client.post("/api/submit")).status).toBe(200);
    return accountId;
  }

  it("writes each record with its version, a retired question's column after the running form's, and the answers set aside", async () => {
    const older = await olderVersion();
    const onOlderId = await submittedOnOlder(older.id);
    const onRunningId = await movedAndSubmitted(older.id);

    const auth = { authorization: `Bearer ${exportToken}` };
    const { client: staff } = await signedInStaff(s.t.app, "manager");
    const [csv, json] = [await runExport(s.t.config, s.db, "--format", "csv"), await runExport(s.t.config, s.db, "--format", "json")];
    expect([csv.code, json.code]).toEqual([0, 0]);
    const [httpCsv, httpJson] = [await s.t.app.inject({ method: "GET", url: "/staff/export?format=csv", headers: auth }), await s.t.app.inject({ method: "GET", url: "/staff/export?format=json", headers: auth })];
    const office = await staff.get("/staff-api/export?format=json");
    expect([httpCsv.statusCode, httpJson.statusCode, office.status]).toEqual([200, 200, 200]);

    // The running form's columns in its order (the set-aside answers last of all), then the retired question's.
    const running = exportColumns(form).map((c) => c.name);
    const columns = [...running.slice(0, -1), retiredKey, ...running.slice(-1)];
    expect(running).toContain("form_version");
    const exports = {
      "the command's CSV": csvObjects(csv.data),
      "the command's JSON": JSON.parse(json.data) as Record<string, unknown>[],
      "GET /staff/export's CSV": csvObjects(httpCsv.body),
      "GET /staff/export's JSON": JSON.parse(httpJson.body) as Record<string, unknown>[],
      "the office's JSON": JSON.parse(String(office.body.text ?? JSON.stringify(office.body))) as Record<string, unknown>[],
    };
    for (const [name, records] of Object.entries(exports)) {
      const asCsv = name.includes("CSV");
      const empty = asCsv ? "" : null;
      expect(Object.keys(records[0] ?? {}), name).toEqual(columns);
      const ofOlder = records.find((r) => r.application_id === onOlderId);
      const ofRunning = records.find((r) => r.application_id === onRunningId);
      expect(ofOlder, name).toMatchObject({ form_version: older.label, [retiredKey]: retiredAnswer, [choice!]: retiredOption.value, [descKey(choice!)]: retiredOption.label, set_aside: empty });
      expect(ofRunning, name).toMatchObject({ form_version: currentVersionLabel, [retiredKey]: empty, [choice!]: complete[choice!] });
      const setAside = (asCsv ? JSON.parse(String(ofRunning?.set_aside)) : ofRunning?.set_aside) as SetAsideEntry[];
      expect(setAside.map(({ key, value, reason, version }) => ({ key, value, reason, version })), name).toEqual(
        expect.arrayContaining([
          { key: retiredKey, value: retiredAnswer, reason: "notAsked", version: older.label },
          { key: choice, value: retiredOption.value, reason: "optionRetired", version: older.label },
        ]),
      );
      for (const entry of setAside) expect(Object.keys(entry), name).toEqual(["key", "value", "reason", "version", "at"]);
    }
  });

  it("breaks off rather than drop the answers of one submitted on a version stored after it began", async () => {
    const older = await olderVersion();
    const accountId = await submittedOnOlder(older.id);
    // As the export has chosen its columns, a server on a newer form starts and the application is found on it.
    const newer = askingAlso(`${currentVersionLabel}-newer-${kind}`, `${retiredKey}_newer`);
    async function query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }> {
      const answer = await s.db.query<T>(text, params);
      if (text.includes("FROM form_versions v")) {
        const { id } = await registerFormVersion(s.db, newer, s.t.clock.now());
        await s.db.query("UPDATE applications SET submitted_version = $2 WHERE account_id = $1", [accountId, id]);
      }
      return answer;
    }
    const racing: Database = { kind: s.db.kind, query, transaction: (fn) => s.db.transaction(fn), close: () => s.db.close() };
    await expect(writeExport(racing, { form, format: csvFormat }, async () => undefined)).rejects.toThrow(/stored after this export began/);
  });
});

