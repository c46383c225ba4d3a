/**
 * `npm run -s cli -- export` while the server holds the embedded database: the command runs in the
 * server (staff/control.ts) and its data comes back streamed in frames, which the CLI's side writes
 * to the staff member's file, owner-only.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnswerValue } from "../../../engine/index.ts";
import { localOutput } from "../../../server/cli/output.ts";
import type { StaffControl } from "../../../server/staff/control.ts";
import { startStaffControl } from "../../../server/staff/control.ts";
import { readControlFile } from "../../../server/staff/controlFile.ts";
import { pdfObjectKey } from "../../../server/documents/objectKeys.ts";
import { exportColumns } from "../../../server/export/columns.ts";
import { form } from "../../../server/form.ts";
import { runThroughServer } from "../../../server/staff/remote.ts";
import { completeApplication as complete } from "../../support/completeApplication.ts";
import { openTestDatabase } from "../helpers/databases.ts";
import { saveWithEntries } from "../helpers/entries.ts";
import { type TestApp, startApp, testConfig } from "../helpers/server.ts";
import { studentWithSession } from "../helpers/students.ts";
import type { Database } from "../../../server/db/types.ts";
import { csvObjects } from "./exported.ts";

const fixtureDay = Date.parse("2026-11-21T17:00:00Z");

describe("the export through the running server (embedded database)", { timeout: 120_000 }, () => {
  let db: Database;
  let t: TestApp;
  let control: StaffControl;
  let dataDir = "";

  beforeAll(async () => {
    db = await openTestDatabase("pglite", "export_control");
    dataDir = await mkdtemp(join(tmpdir(), "transfer-app-export-"));
    const config = testConfig({ dataDir });
    t = await startApp(db, config);
    t.clock.advance(fixtureDay - t.clock.now().getTime());
    control = await startStaffControl({ config, db, clock: t.clock, log: t.app.log, storage: t.app.storage });
  }, 120_000);
  afterAll(async () => {
    await control?.close();
    await t?.app.close();
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function run(args: string[], places: { file?: string; dir?: string }) {
    const lines: string[] = [];
    const output = localOutput(places);
    const record = await readControlFile(dataDir);
    if (!record) throw new Error("the server wrote no control.json");
    try {
      const answer = await runThroughServer(record, "export", { args, operator: "registrar-ops" }, { output, print: { out: (line) => lines.push(line), err: (line) => lines.push(line) } });
      return { answer, lines };
    } finally {
      await output.close();
    }
  }

  it("streams every submitted application to the staff member's file, readable by its owner only", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { client, accountId } = await studentWithSession(t.app);
      await saveWithEntries(client, complete as Record<string, AnswerValue>);
      expect((await client.post("/api/submit")).status).toBe(200);
      ids.push(accountId);
    }
    const draft = await studentWithSession(t.app);
    const file = join(dataDir, "export.csv");
    // A file that was there, open to others, is closed to them by the export that replaces it.
    await writeFile(file, "old", { mode: 0o644 });
    const { answer, lines } = await run(["--format", "csv", "--out", file], { file });
    expect(answer).toEqual({ code: 0, output: [] });
    expect(lines.join("\n")).toContain("3 submitted applications exported");
    const records = csvObjects(await readFile(file, "utf8"));
    expect(records.map((r) => r.application_id).sort()).toEqual([...ids].sort());
    expect(records.map((r) => r.application_id)).not.toContain(draft.accountId);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it("answers a refusal with exit code 2 and its message, and writes no file", async () => {
    const file = join(dataDir, "refused.json");
    const { answer, lines } = await run(["--format", "json", "--since", "tomorrow", "--out", file], { file });
    expect(answer).toEqual({ code: 2, output: [] });
    expect(lines.join("\n")).toContain('--since "tomorrow" is not a time');
    await expect(stat(file)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("writes a bundle: the data file and each application's converted documents, owner-only; without a printer it says so and writes the rest", async () => {
    const { client, accountId } = await studentWithSession(t.app);
    await saveWithEntries(client, complete as Record<string, AnswerValue>);
    const submit = await client.post("/api/submit");
    expect(submit.status).toBe(200);
    const reference = String(submit.body.reference);
    const question = exportColumns(form).find((c) => c.source.from === "document")?.name ?? "";
    const pdfKey = pdfObjectKey(accountId, question);
    const bytes = new TextEncoder().encode("%PDF-1.7 a converted transcript");
    await t.app.storage.write(pdfKey, bytes, "application/pdf");
    const at = t.clock.now();
    await db.query(
      `INSERT INTO document_conversions (id, account_id, answer_key, file_name, file_size, status, pdf_key, pages, created_at, updated_at)
       VALUES (gen_random_uuid(), $1, $2, 'transcript.docx', 10, 'COMPLETED', $3, 1, $4, $4)`,
      [accountId, question, pdfKey, at],
    );
    // A completed conversion comes with its document answer.
    await db.query("INSERT INTO document_answers (account_id, answer_key, file_name, file_size, created_at) VALUES ($1, $2, 'transcript.docx', 10, $3)", [accountId, question, at]);
    const dir = join(dataDir, "bundle");
    const { answer, lines } = await run(["--format", "json", "--bundle", dir], { dir, file: join(dir, "applications.json") });
    expect(answer).toEqual({ code: 0, output: [] });
    // The test's configuration has no web app build to print.
    expect(lines.join("\n")).toContain("The bundle has no application PDFs");
    const data = JSON.parse(await readFile(join(dir, "applications.json"), "utf8")) as { application_id: string }[];
    expect(data.map((r) => r.application_id)).toContain(accountId);
    const document = join(dir, reference, `${question}.pdf`);
    expect(new Uint8Array(await readFile(document))).toEqual(bytes);
    for (const path of [document, join(dir, "applications.json")]) expect((await stat(path)).mode & 0o777).toBe(0o600);
    for (const path of [dir, join(dir, reference)]) expect((await stat(path)).mode & 0o777).toBe(0o700);
  });
});
