/**
 * The export of submitted applications (issue 26), on both databases: the command as the CLI runs
 * it and GET /staff/export. Keys and values come from the compiled form and the complete fixture,
 * never copies of schema text.
 */
import { describe, expect, it } from "vitest";
import { type AnswerValue, compileForm, type Node, type Page, unansweredKinds } from "../../../engine/index.ts";
import { miniForm } from "../../unit/engine/miniForm.ts";
import { exportColumns } from "../../../server/export/columns.ts";
import { csvFormat, csvField } from "../../../server/export/csv.ts";
import { parseSince } from "../../../server/export/since.ts";
import { exportBatchSize } from "../../../server/export/rows.ts";
import { jsonFormat } from "../../../server/export/json.ts";
import { chunkLength, exportChunks, writeExport } from "../../../server/export/write.ts";
import type { Database } from "../../../server/db/types.ts";
import { form } from "../../../server/form.ts";
import { application as schema } from "../../../schema/index.ts";
import { completeApplication as complete } from "../../support/completeApplication.ts";
import { databaseKinds } from "../helpers/databases.ts";
import { saveWithEntries } from "../helpers/entries.ts";
import { startApp, testConfig } from "../helpers/server.ts";
import { studentWithSession } from "../helpers/students.ts";
import { useServer } from "../helpers/suite.ts";
import { csvObjects, runExport } from "./exported.ts";

// The day the complete-application fixture is valid on (its dates are relative to it).
const fixtureDay = Date.parse("2026-11-21T17:00:00Z");
const exportToken = "export-token-0123456789abcdefghijklmnopqrstuvwxyz";
const answers = complete as Readonly<Record<string, AnswerValue>>;

/** A choice question the fixture answers: its key, code and label. */
const choice = [...form.keys.values()].find((info) => info.companionOf && answers[info.companionOf] && answers[info.key]);
/** A question of a repeat group's second entry that the fixture answers, and its group. */
const secondEntry = [...form.keys.values()].find((info) => info.scope.group?.n === 2 && typeof answers[info.key] === "string" && answers[info.key] !== "");

describe("the CSV's cells", () => {
  it.each(["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx", "=HYPERLINK(\"http://x\")"])("shows %j as text, not a formula", (text) => {
    const field = csvField(text);
    const unquoted = field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field;
    expect(unquoted).toBe(`'${text}`);
  });

  it("quotes what RFC 4180 asks and leaves the rest", () => {
    expect([csvField("a,b"), csvField('say "x"'), csvField("two\nlines"), csvField("plain"), csvField(null), csvField(true)]).toEqual(['"a,b"', '"say ""x"""', '"two\nlines"', "plain", "", "true"]);
  });
});

describe("the export's columns", () => {
  // The mini form has an alert with a key (a stop), which the application may not.
  it.each([["the application", form], ["the mini form", miniForm]] as const)("of %s are every key that holds an answer, once, and no alert's key", (_, exported) => {
    const names = exportColumns(exported).map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const info of exported.keys.values()) expect(names.includes(info.key), info.key).toBe(!unansweredKinds.has(info.node.kind));
  });
});

describe("--since", () => {
  it.each([
    ["2026-11-26", "2026-11-26T05:00:00.000Z"],
    ["2026-07-01", "2026-07-01T04:00:00.000Z"],
    ["2026-11-26T21:00:00Z", "2026-11-26T21:00:00.000Z"],
    ["2026-11-26T16:00-05:00", "2026-11-26T21:00:00.000Z"],
    ["2026-11-26T21:00:00.123456Z", "2026-11-26T21:00:00.123Z"],
  ])("reads %j as %s (a date alone: the start of that day in the university's time zone)", (text, at) => {
    expect(parseSince(text, "America/New_York")).toEqual({ at: new Date(at) });
  });
});

describe.each(databaseKinds)("the export (%s)", (kind) => {
  const s = useServer(kind, "export", { clockStart: fixtureDay, config: { exportToken } });

  async function submitted(): Promise<{ accountId: string; username: string; reference: string; submittedAt: string }> {
    const { client, accountId, username } = await studentWithSession(s.t.app);
    await saveWithEntries(client, answers);
    const answer = await client.post("/api/submit");
    expect(answer.status).toBe(200);
    return { accountId, username, reference: String(answer.body.reference), submittedAt: String(answer.body.submitted_at) };
  }

  async function draft(withAnswers: boolean): Promise<string> {
    const { client, accountId } = await studentWithSession(s.t.app);
    if (withAnswers) await saveWithEntries(client, answers);
    return accountId;
  }

  it("writes every submitted application once and no draft, in CSV and JSON, with codes, labels, entries and documents", async () => {
    const [one, two] = [await submitted(), await submitted()];
    const drafts = [await draft(true), await draft(false)];
    const documentColumn = exportColumns(form).find((c) => c.source.from === "document");
    await s.db.query("INSERT INTO document_answers (account_id, answer_key, file_name, file_size, created_at) VALUES ($1, $2, $3, 10, now())", [one.accountId, documentColumn?.name, "transcript, final.pdf"]);

    const csv = await runExport(s.t.config, s.db, "--format", "csv");
    const json = await runExport(s.t.config, s.db, "--format", "json");
    expect([csv.code, json.code]).toEqual([0, 0]);
    const fromCsv = csvObjects(csv.data);
    const fromJson = JSON.parse(json.data) as Record<string, unknown>[];
    for (const records of [fromCsv, fromJson]) {
      const ids = records.map((r) => r.application_id);
      for (const { accountId } of [one, two]) expect(ids.filter((id) => id === accountId)).toHaveLength(1);
      for (const id of drafts) expect(ids).not.toContain(id);
      for (const record of records) expect(record.submitted_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    expect(Object.keys(fromJson[0] ?? {})).toEqual(exportColumns(form).map((c) => c.name));
    expect(csv.data.slice(1).split("\r\n")[0]?.split(",")).toEqual(exportColumns(form).map((c) => c.name));

    const byId = (records: Record<string, unknown>[], id: string) => records.find((r) => r.application_id === id);
    const ofOne = [byId(fromCsv, one.accountId), byId(fromJson, one.accountId)];
    for (const record of ofOne) {
      expect(record).toMatchObject({ reference: one.reference, username: one.username, submitted_at: one.submittedAt });
      expect(choice && record?.[choice.key]).toBe(choice && answers[choice.key]);
      expect(choice?.companionOf && record?.[choice.companionOf]).toBe(choice?.companionOf && answers[choice.companionOf]);
      expect(secondEntry && record?.[secondEntry.key]).toBe(secondEntry && answers[secondEntry.key]);
      expect(String(record?.[`${secondEntry?.scope.group?.id}_entries`])).toBe("2");
      expect(documentColumn && record?.[documentColumn.name]).toBe("transcript, final.pdf");
    }
    expect(csv.err.join("\n")).toMatch(/submitted applications? exported/);
  });

  it("takes with --since only the applications submitted after it", async () => {
    await submitted();
    const cut = new Date(s.t.clock.now().getTime() + 30 * 60_000);
    s.t.clock.advance(60 * 60_000);
    const later = await submitted();
    const result = await runExport(s.t.config, s.db, "--format", "json", "--since", cut.toISOString());
    expect(result.code).toBe(0);
    expect((JSON.parse(result.data) as { application_id: string }[]).map((r) => r.application_id)).toEqual([later.accountId]);
    const next = await runExport(s.t.config, s.db, "--format", "json", "--since", later.submittedAt);
    expect(JSON.parse(next.data)).toEqual([]);
  });

  it.each(["yesterday", "2026-11-21T17:00:00", "2026-02-30", "2026-11-21T25:00Z", ""])("refuses --since %j with exit code 2 and says what it takes", async (since) => {
    const result = await runExport(s.t.config, s.db, "--format", "csv", "--since", since);
    expect(result).toMatchObject({ code: 2, data: "" });
    expect(result.err.join("\n")).toContain("--since");
  });

  it("refuses a format it does not write", async () => {
    expect(await runExport(s.t.config, s.db, "--format", "xml")).toMatchObject({ code: 2, data: "", err: [expect.stringContaining("csv, json")] });
  });

  it("exports a question added to a copy of the schema, in the form's order, with no code change", async () => {
    // A copy of the definition with its pages copied (they are JSON; the definition also holds validator functions).
    const copy = { ...schema, pages: JSON.parse(JSON.stringify(compileForm(schema).definition.pages)) as Page[] };
    const list = listWithText(copy.pages.flatMap((p) => [p.children]));
    const index = list?.findIndex((node) => node.kind === "text") ?? -1;
    const after = list?.[index] as Extract<Node, { kind: "text" }> | undefined;
    expect(after).toBeDefined();
    list?.splice(index + 1, 0, { ...after, key: "export_added_question" } as Node);
    const names = exportColumns(compileForm(copy)).map((c) => c.name);
    expect(names.indexOf("export_added_question")).toBe(names.indexOf(after?.key ?? "") + 1);
    expect(exportColumns(form).map((c) => c.name)).not.toContain("export_added_question");

    const { accountId } = await submitted();
    await s.db.query(`UPDATE applications SET answers = answers || '{"export_added_question": "=added"}'::jsonb WHERE account_id = $1`, [accountId]);
    let data = "";
    await writeExport(s.db, { form: compileForm(copy), format: csvFormat }, async (chunk) => void (data += chunk));
    // The formula guard holds in the export too.
    expect(csvObjects(data).find((r) => r.application_id === accountId)?.export_added_question).toBe("'=added");
  });

  describe("over HTTP", () => {
    const get = (url: string, headers: Record<string, string> = {}) => s.t.app.inject({ method: "GET", url, headers });

    it("streams the export to the holder of EXPORT_TOKEN", async () => {
      const { accountId, reference } = await submitted();
      const res = await get("/staff/export?format=csv", { authorization: `Bearer ${exportToken}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/csv/);
      expect(csvObjects(res.body).find((r) => r.application_id === accountId)?.reference).toBe(reference);
      const json = await get(`/staff/export?format=json&since=${encodeURIComponent(new Date(fixtureDay - 1).toISOString())}`, { authorization: `Bearer ${exportToken}` });
      expect((JSON.parse(json.body) as { application_id: string }[]).map((r) => r.application_id)).toContain(accountId);
    });

    it("refuses a missing or wrong credential and a student's session, before reading anything", async () => {
      const { client } = await studentWithSession(s.t.app);
      expect((await get("/staff/export?format=csv")).statusCode).toBe(401);
      expect((await get("/staff/export?format=csv", { authorization: `Bearer ${exportToken.slice(0, -1)}x` })).statusCode).toBe(401);
      expect((await get("/staff/export?format=csv", { authorization: exportToken })).statusCode).toBe(401);
      const asStudent = await client.get("/staff/export?format=csv");
      expect(asStudent.status).toBe(401);
      expect(asStudent.body).toMatchObject({ code: "exportUnauthorized" });
    });

    it("answers 400 for a format or time it cannot read", async () => {
      const auth = { authorization: `Bearer ${exportToken}` };
      expect((await get("/staff/export?format=xml", auth)).statusCode).toBe(400);
      expect((await get("/staff/export?format=csv&since=soon", auth)).statusCode).toBe(400);
    });

    it("hands the text on in chunks of whole records no longer than needed, not a batch at a time", async () => {
      await submitted();
      // The submitted rows repeated to a whole batch, then nothing more.
      const batch = databaseFailingAfterFirstBatch(s.db, { thenNothing: true });
      const chunks: string[] = [];
      for await (const chunk of exportChunks(batch, { form, format: jsonFormat })) chunks.push(chunk);
      const records = JSON.parse(chunks.join("")) as unknown[];
      expect(records).toHaveLength(exportBatchSize);
      const longestRecord = Math.max(...records.map((r) => JSON.stringify(r).length)) + 2;
      expect(chunks.length).toBeGreaterThan(2);
      for (const chunk of chunks) expect(chunk.length).toBeLessThan(chunkLength + longestRecord);
    });

    // A records system must never take a short file for the whole export: once the first rows are
    // on their way the status cannot change, so the transfer has to break off rather than end.
    it("breaks the transfer off, never ends it cleanly, when the database fails after the first rows", async () => {
      await submitted();
      const failing = databaseFailingAfterFirstBatch(s.db);
      const served = await startApp(failing, testConfig({ exportToken }));
      try {
        const url = await served.app.listen({ host: "127.0.0.1", port: 0 });
        for (const format of ["csv", "json"]) {
          const res = await fetch(`${url}/staff/export?format=${format}`, { headers: { authorization: `Bearer ${exportToken}` } });
          expect(res.status).toBe(200);
          await expect(res.text(), format).rejects.toThrow();
        }
        expect(failing.failures()).toBe(2);
      } finally {
        await served.app.close();
      }
    });

    it("does not exist without EXPORT_TOKEN", async () => {
      const bare = await startApp(s.db, testConfig());
      try {
        expect((await bare.app.inject({ method: "GET", url: "/staff/export?format=csv", headers: { authorization: `Bearer ${exportToken}` } })).statusCode).toBe(404);
      } finally {
        await bare.app.close();
      }
    });
  });
});

/**
 * `db`, except that the export's read answers a whole batch the first time (the submitted rows,
 * repeated to fill it, so the export goes on to read another) and fails every time after, as a
 * connection lost in the middle of an export would; or, `thenNothing`, finds no more.
 */
function databaseFailingAfterFirstBatch(db: Database, { thenNothing = false } = {}): Database & { failures(): number } {
  let reads = 0;
  let failures = 0;
  async function query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }> {
    if (!/FROM applications a JOIN accounts u/.test(text)) return db.query<T>(text, params);
    if (reads++ > 0) {
      if (thenNothing) return { rows: [] };
      failures++;
      throw new Error("connection lost (test)");
    }
    const { rows } = await db.query<T>(text, params);
    if (rows.length === 0) throw new Error("the export read nothing to repeat");
    return { rows: Array.from({ length: exportBatchSize }, (_, i) => rows[i % rows.length]!) };
  }
  return { kind: db.kind, query, transaction: (fn) => db.transaction(fn), close: () => db.close(), failures: () => failures };
}

/** The first list of nodes (outside any repeat group) that holds a text question. */
function listWithText(lists: Node[][]): Node[] | undefined {
  for (const list of lists) {
    if (list.some((node) => node.kind === "text")) return list;
    const inner = listWithText(list.flatMap((node) => (node.kind !== "repeat" && "children" in node && Array.isArray(node.children) ? [node.children as Node[]] : [])));
    if (inner) return inner;
  }
  return undefined;
}
