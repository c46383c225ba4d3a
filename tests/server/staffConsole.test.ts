/**
 * Issue 29: the office console's calls under /staff-api, on both databases. Who may call each, that
 * each access is recorded once, and that the list's filters, search, sorts, paging and statuses are
 * right on generated applications. Names and terms are written under the keys the form marks
 * (nameKeys, officeTermQuestion), never under keys written here.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertAccount, markConfirmed } from "../../server/accounts/store.ts";
import { nameKeys } from "../../server/applicationPdf/applicant.ts";
import { buildApp } from "../../server/app.ts";
import type { Database } from "../../server/db/types.ts";
import { syncOfficeListKeys, termKey } from "../../server/office/listKeys.ts";
import { applicationStatuses, officeTerms } from "../../server/office/list.ts";
import { disableStaff } from "../../server/office/staffAccounts.ts";
import { serviceLink } from "../../server/tokens/links.ts";
import { databaseKinds, openTestDatabase } from "./helpers/databases.ts";
import { Client, TestClock, minutes, testConfig } from "./helpers/server.ts";
import { signedInStaff, staffAccount, staffLogin } from "./helpers/staff.ts";
import { studentWithSession } from "./helpers/students.ts";

const alphabet = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
const newReference = (): string => {
  const c = (): string => alphabet[randomBytes(1)[0]! % alphabet.length]!;
  return `${c()}${c()}${c()}${c()}-${c()}${c()}${c()}${c()}`;
};

interface Generated {
  id: string;
  email: string;
  given: string;
  family: string;
  status: (typeof applicationStatuses)[number];
  term: string | null;
  reference: string | null;
  updatedAt: Date;
}

/** `count` confirmed applicants whose e-mails and family names hold `marker`, in the four statuses in turn, and one unconfirmed account. */
async function generate(app: FastifyInstance, marker: string, count: number): Promise<Generated[]> {
  const db = app.db;
  const terms = officeTerms(app.clock.now());
  const made: Generated[] = [];
  for (let i = 0; i < count; i++) {
    const status = applicationStatuses[i % 4]!;
    const email = `${marker}-${String(i).padStart(2, "0")}@example.edu`;
    const given = `Ada${String.fromCharCode(97 + ((i * 7) % 26))}`;
    const family = `${marker}${String.fromCharCode(97 + ((i * 5) % 26))}x`;
    const term = status === "not-started" ? null : terms[i % terms.length]!.code;
    const updatedAt = new Date(app.clock.now().getTime() - minutes(i + 1));
    const reference = status === "submitted" ? newReference() : null;
    const id = await db.transaction(async (tx) => {
      const created = await insertAccount(tx, email, "not-a-hash", updatedAt);
      if (!created) throw new Error("exists");
      await markConfirmed(tx, created, updatedAt);
      return created;
    });
    if (status !== "not-started") {
      const answers = { [nameKeys.given!]: given, [nameKeys.family!]: family, [termKey]: term };
      await db.query("UPDATE applications SET answers = $2::jsonb, updated_at = $3 WHERE account_id = $1", [id, JSON.stringify(answers), updatedAt]);
    } else await db.query("UPDATE applications SET updated_at = $2 WHERE account_id = $1", [id, updatedAt]);
    if (status === "validating") await db.query("INSERT INTO web_statuses (account_id, web_status, created_at) VALUES ($1, 'validating', $2)", [id, updatedAt]);
    if (status === "submitted") await db.query("UPDATE applications SET submitted_at = $2, reference = $3 WHERE account_id = $1", [id, updatedAt, reference]);
    made.push({ id, email, given, family, status, term, reference, updatedAt });
  }
  await insertAccount(db, `${marker}-unconfirmed@example.edu`, "not-a-hash", app.clock.now());
  return made;
}

const listOf = (client: Client, query: string) => client.get(`/staff-api/applications?${query}`);
type Row = { id: string; name: string; email: string; status: string; reference: string | null; term: string | null; termLabel: string | null };
const rowsOf = (body: Record<string, unknown>) => body.rows as Row[];

describe.each(databaseKinds)("the office console (%s)", (kind) => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await openTestDatabase(kind, "staff_console");
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    app = await buildApp({ config: testConfig(), db, clock: new TestClock(), logger: false, seedLookupSamples: false });
    await app.ready();
  });
  afterEach(async () => {
    await app?.close();
  });

  const auditOf = async (username: string) =>
    (await db.query<{ action: string; application_id: string | null; reference: string | null; detail: Record<string, unknown> | null }>(
      "SELECT action, application_id, reference, detail FROM staff_audit WHERE username = $1 AND action NOT IN ('sign-in', 'sign-out') ORDER BY id",
      [username],
    )).rows;

  describe("who may call", () => {
    const calls = (id: string) => [
      { method: "GET", url: "/staff-api/applications", manager: false },
      { method: "GET", url: `/staff-api/applications/${id}`, manager: false },
      { method: "GET", url: `/staff-api/applications/${id}/print`, manager: false },
      { method: "GET", url: `/staff-api/applications/${id}/documents/00000000-0000-4000-8000-000000000000`, manager: false },
      { method: "GET", url: `/staff-api/applications/${id}/pdf`, manager: false },
      { method: "POST", url: `/staff-api/applications/${id}/revoke-links`, manager: true },
      { method: "GET", url: "/staff-api/export?format=csv", manager: true },
      { method: "GET", url: "/staff-api/audit", manager: true },
    ] as const;

    it("refuses every call without a session, with a student's session and with a disabled account, recording nothing", async () => {
      const student = await studentWithSession(app);
      const username = await staffAccount(app, "manager");
      const disabled = new Client(app);
      expect((await staffLogin(disabled, username)).status).toBe(200);
      await disableStaff(db, username, app.clock.now());
      for (const call of calls(student.accountId)) {
        for (const client of [new Client(app), student.client, disabled]) {
          const res = await client.request(call.method, call.url);
          expect(res.status, `${call.method} ${call.url}`).toBe(401);
          expect(res.body.code).toBe("sessionInvalid");
        }
      }
      expect(await auditOf(username)).toEqual([]);
    });

    it("refuses a reviewer what needs a manager (revoke-links, export, audit) and records nothing of it", async () => {
      const student = await studentWithSession(app);
      const { client, username } = await signedInStaff(app, "reviewer");
      for (const call of calls(student.accountId).filter((c) => c.manager)) {
        expect(await client.request(call.method, call.url)).toMatchObject({ status: 403, body: { code: "staffForbidden" } });
      }
      expect(await auditOf(username)).toEqual([]);
      const links = await db.query<{ links_valid_after: Date | null }>("SELECT links_valid_after FROM accounts WHERE id = $1", [student.accountId]);
      expect(links.rows[0]?.links_valid_after).toBeNull();
    });

    it("answers 404 from the catalogue for an unknown application, and records nothing", async () => {
      const { client, username } = await signedInStaff(app, "manager");
      for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
        for (const path of ["", "/print", "/pdf", "/documents/x"]) {
          expect(await client.get(`/staff-api/applications/${id}${path}`)).toMatchObject({ status: 404, body: { code: "applicationNotFound" } });
        }
        expect((await client.post(`/staff-api/applications/${id}/revoke-links`)).status).toBe(404);
      }
      expect(await auditOf(username)).toEqual([]);
    });
  });

  describe("each access, recorded once", () => {
    it("records list, view (page and print), document, pdf, revoke-links and export once each, with the application's id", async () => {
      const marker = `rec${randomBytes(3).toString("hex")}`;
      const [, , , submitted] = await generate(app, marker, 4);
      const { id, reference } = submitted!;
      const other = (await generate(app, `${marker}o`, 4))[3]!;
      // A converted document of the submitted application, and one of another.
      const pdf = Buffer.from("%PDF-1.4 test\n%%EOF\n");
      const documentIds: string[] = [];
      for (const owner of [id, other.id]) {
        const documentId = (await db.query<{ id: string }>("SELECT gen_random_uuid() AS id")).rows[0]!.id;
        const key = `test/${documentId}.pdf`;
        await app.storage.write(key, pdf, "application/pdf");
        await db.query(
          `INSERT INTO document_conversions (id, account_id, answer_key, file_name, file_size, status, pdf_key, pages, created_at, updated_at)
           VALUES ($1, $2, 'a-document', 'transcript.docx', 10, 'COMPLETED', $3, 1, $4, $4)`,
          [documentId, owner, key, app.clock.now()],
        );
        documentIds.push(documentId);
      }
      const { client, username } = await signedInStaff(app, "manager");

      expect((await listOf(client, `q=${marker}&status=submitted`)).status).toBe(200);
      const page = await client.get(`/staff-api/applications/${id}`);
      expect(page).toMatchObject({ status: 200, body: { application: { id, reference, status: "submitted" }, pdf: { available: false } } });
      expect((page.body.history as { event: string }[]).map((h) => h.event)).toEqual(["created", "confirmed", "submitted"]);
      expect((page.body.documents as { id: string }[]).map((d) => d.id)).toEqual([documentIds[0]]);

      // The print view's data is what a service link's GET /service/tmp-pdf answers.
      const link = new URL((await serviceLink(db, app.config, submitted!.email, app.clock.now()))!);
      const viaLink = await new Client(app).get(`/service/tmp-pdf?service_token=${encodeURIComponent(link.searchParams.get("service_token")!)}`);
      expect(viaLink.status).toBe(200);
      expect(await client.get(`/staff-api/applications/${id}/print`)).toMatchObject({ status: 200, body: viaLink.body });

      const document = await client.get(`/staff-api/applications/${id}/documents/${documentIds[0]}`);
      expect(document.status).toBe(200);
      expect(document.headers["content-type"]).toBe("application/pdf");
      expect(document.headers["content-disposition"]).toMatch(/^inline; filename="transcript.pdf"/);
      // Another application's document, asked for under this one: not found.
      expect(await client.get(`/staff-api/applications/${id}/documents/${documentIds[1]}`)).toMatchObject({ status: 404, body: { code: "staffDocumentNotFound" } });

      // Not built yet: 202 and a build queued; built: the PDF itself.
      expect(await client.get(`/staff-api/applications/${id}/pdf`)).toMatchObject({ status: 202, body: { status: "UNPROCESSED" } });
      expect((await db.query("SELECT 1 FROM jobs WHERE kind = 'application-pdf' AND payload->>'accountId' = $1", [id])).rows).toHaveLength(1);
      await app.storage.write(`test/${id}-application.pdf`, pdf, "application/pdf");
      await db.query("UPDATE application_pdfs SET status = 'COMPLETED', pdf_key = $2 WHERE account_id = $1", [id, `test/${id}-application.pdf`]);
      const built = await client.get(`/staff-api/applications/${id}/pdf`);
      expect(built.status).toBe(200);
      expect(built.headers["content-disposition"]).toContain(reference!);
      expect((await client.get(`/staff-api/applications/${id}`)).body).toMatchObject({ pdf: { available: true } });

      const revoked = await client.post(`/staff-api/applications/${id}/revoke-links`);
      expect(revoked.status).toBe(200);
      expect((await new Client(app).get(`/service/tmp-pdf?service_token=${encodeURIComponent(link.searchParams.get("service_token")!)}`)).status).toBe(403);

      const csv = await client.get(`/staff-api/export?format=csv&q=${marker}`);
      expect(csv.status).toBe(200);

      expect(await auditOf(username)).toEqual([
        { action: "list", application_id: null, reference: null, detail: { q: marker, status: "submitted" } },
        { action: "view", application_id: id, reference, detail: null },
        { action: "view", application_id: id, reference, detail: { view: "print" } },
        { action: "document", application_id: id, reference, detail: { document: documentIds[0], question: "a-document" } },
        { action: "pdf", application_id: id, reference, detail: null },
        { action: "view", application_id: id, reference, detail: null },
        { action: "revoke-links", application_id: id, reference, detail: null },
        { action: "export", application_id: null, reference: null, detail: { format: "csv", q: marker } },
      ]);

      // The trail, for the console: by id or by reference, newest first.
      const trail = await client.get(`/staff-api/audit?application=${reference!.toLowerCase()}&limit=2`);
      expect((trail.body.entries as { action: string }[]).map((e) => e.action)).toEqual(["revoke-links", "view"]);
      expect(((await client.get(`/staff-api/audit?application=${id}`)).body.entries as unknown[]).length).toBe(6);
    });

    it("exports only submitted applications, narrowed by the list's filters", async () => {
      const marker = `exp${randomBytes(3).toString("hex")}`;
      const made = await generate(app, marker, 8);
      const { client } = await signedInStaff(app, "manager");
      const json = await client.get(`/staff-api/export?format=json&q=${marker}`);
      const ids = (JSON.parse(String(json.body.text ?? JSON.stringify(json.body))) as { application_id: string }[]).map((r) => r.application_id).sort();
      expect(ids).toEqual(made.filter((m) => m.status === "submitted").map((m) => m.id).sort());
      const drafts = await client.get(`/staff-api/export?format=json&q=${marker}&status=started`);
      expect(JSON.parse(String(drafts.body.text ?? JSON.stringify(drafts.body)))).toEqual([]);
      expect(await client.get(`/staff-api/export?format=xml`)).toMatchObject({ status: 400, body: { code: "staffChoiceInvalid" } });
    });

    it("keeps the audit rows, new columns too, from any change or removal", async () => {
      const { client, username } = await signedInStaff(app, "reviewer");
      expect((await listOf(client, "status=started")).status).toBe(200);
      await expect(db.query("UPDATE staff_audit SET application_id = gen_random_uuid(), detail = '{}' WHERE username = $1", [username])).rejects.toThrow(/append-only/);
      await expect(db.query("DELETE FROM staff_audit WHERE username = $1", [username])).rejects.toThrow(/append-only/);
      expect((await auditOf(username)).map((r) => r.action)).toEqual(["list"]);
    });
  });

  describe("the list", () => {
    const marker = `lst${randomBytes(3).toString("hex")}`;
    let made: Generated[] = [];
    beforeAll(async () => {
      const setup = await buildApp({ config: testConfig(), db, clock: new TestClock(), logger: false, seedLookupSamples: false });
      await setup.ready();
      made = await generate(setup, marker, 24);
      await setup.close();
    });

    it("shows each status as stored and never an unconfirmed account", async () => {
      const { client } = await signedInStaff(app, "reviewer");
      const all = await listOf(client, `q=${marker}&pageSize=100`);
      expect(all.body.total).toBe(made.length);
      const byId = new Map(rowsOf(all.body).map((r) => [r.id, r]));
      for (const m of made) {
        const label = officeTerms(app.clock.now()).find((t) => t.code === m.term)?.label ?? null;
        expect(byId.get(m.id)).toMatchObject({ status: m.status, email: m.email, reference: m.reference, term: m.term, termLabel: label, name: m.status === "not-started" ? "" : `${m.given} ${m.family}` });
      }
      for (const status of applicationStatuses) {
        const res = await listOf(client, `q=${marker}&status=${status}&pageSize=100`);
        expect(rowsOf(res.body).map((r) => r.id).sort()).toEqual(made.filter((m) => m.status === status).map((m) => m.id).sort());
      }
      expect(all.body.terms).toEqual(officeTerms(app.clock.now()));
    });

    it("finds by any part of the name, the e-mail or the reference, in any case", async () => {
      const { client } = await signedInStaff(app, "reviewer");
      const started = made.find((m) => m.status === "started")!;
      const submitted = made.find((m) => m.status === "submitted")!;
      const ids = async (q: string) => rowsOf((await listOf(client, `q=${encodeURIComponent(q)}&pageSize=100`)).body).map((r) => r.id);
      expect(await ids(`${started.given.slice(1)} ${started.family}`.toUpperCase())).toEqual([started.id]);
      expect(await ids(started.email.slice(2, -4).toUpperCase())).toEqual([started.id]);
      expect(await ids(submitted.reference!.slice(2).toLowerCase())).toEqual([submitted.id]);
      expect(await ids(submitted.reference!.replace("-", "").toLowerCase())).toEqual([submitted.id]);
      expect(await ids(`${marker}%`)).toEqual([]);
    });

    it("filters by term and days, sorts every way and pages without overlap", async () => {
      const { client } = await signedInStaff(app, "reviewer");
      const term = made.find((m) => m.term)!.term!;
      const termed = rowsOf((await listOf(client, `q=${marker}&term=${term}&pageSize=100`)).body).map((r) => r.id).sort();
      expect(termed).toEqual(made.filter((m) => m.term === term).map((m) => m.id).sort());
      const today = new Intl.DateTimeFormat("en-CA", { timeZone: app.config.timeZone }).format(app.clock.now());
      expect((await listOf(client, `q=${marker}&from=${today}&to=${today}`)).body.total).toBe(made.filter((m) => new Intl.DateTimeFormat("en-CA", { timeZone: app.config.timeZone }).format(m.updatedAt) === today).length);
      expect((await listOf(client, `q=${marker}&from=2000-01-01&to=2000-01-02`)).body.total).toBe(0);

      const emails = made.map((m) => m.email).sort();
      const byEmail = rowsOf((await listOf(client, `q=${marker}&sort=email&order=asc&pageSize=100`)).body).map((r) => r.email);
      expect(byEmail).toEqual(emails);
      const names = made.filter((m) => m.status !== "not-started").map((m) => `${m.family} ${m.given}`.toLowerCase()).sort();
      const byName = rowsOf((await listOf(client, `q=${marker}&sort=name&order=asc&pageSize=100`)).body).filter((r) => r.name).map((r) => r.name.split(" ").reverse().join(" ").toLowerCase());
      expect(byName).toEqual(names);
      const byStatus = rowsOf((await listOf(client, `q=${marker}&sort=status&order=desc&pageSize=100`)).body).map((r) => applicationStatuses.indexOf(r.status as never));
      expect(byStatus).toEqual([...byStatus].sort((a, b) => b - a));
      const byUpdated = rowsOf((await listOf(client, `q=${marker}&sort=updated&order=asc&pageSize=100`)).body).map((r) => r.id);
      expect(byUpdated).toEqual([...made].sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime()).map((m) => m.id));
      const byReference = rowsOf((await listOf(client, `q=${marker}&sort=reference&order=asc&pageSize=100`)).body).map((r) => r.reference);
      expect(byReference.filter(Boolean)).toEqual(made.map((m) => m.reference).filter(Boolean).sort());
      expect(byReference.slice(byReference.filter(Boolean).length).every((r) => r === null)).toBe(true);

      const pages: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await listOf(client, `q=${marker}&sort=submitted&pageSize=10&page=${page}`);
        expect(res.body).toMatchObject({ total: made.length, page, pageSize: 10 });
        pages.push(...rowsOf(res.body).map((r) => r.id));
      }
      expect(pages.sort()).toEqual(made.map((m) => m.id).sort());
    });

    it("refuses parameters it cannot read with 400 and the catalogue's message, never 500", async () => {
      const { client, username } = await signedInStaff(app, "reviewer");
      const refusals: [string, string][] = [
        ["status=done", "staffChoiceInvalid"],
        ["term=199901", "staffChoiceInvalid"],
        ["sort=age", "staffChoiceInvalid"],
        ["order=up", "staffChoiceInvalid"],
        ["page=0", "staffNumberInvalid"],
        ["pageSize=101", "staffNumberInvalid"],
        ["page=abc", "staffNumberInvalid"],
        ["from=2026-02-30", "staffDateInvalid"],
        ["to=yesterday", "staffDateInvalid"],
        ["from=2026-11-02&to=2026-11-01", "staffDatesReversed"],
        ["colour=red", "staffParameterUnknown"],
        ["status=started&status=submitted", "staffParameterRepeated"],
        [`q=${"x".repeat(201)}`, "staffSearchTooLong"],
        ["q=%00", "invalidText"],
      ];
      for (const [query, code] of refusals) expect(await listOf(client, query), query).toMatchObject({ status: 400, body: { code } });
      expect((await listOf(client, "status=done")).body.message).toBe('"done" is not a status this call knows: use one of "not-started", "started", "validating", "submitted".');
      expect(await auditOf(username)).toEqual([]);
      const manager = (await signedInStaff(app, "manager")).client;
      for (const query of ["limit=0", "limit=501", "limit=x", "who=me"]) expect((await manager.get(`/staff-api/audit?${query}`)).status, query).toBe(400);
      expect(await manager.get("/staff-api/export?format=csv&sort=name")).toMatchObject({ status: 400, body: { code: "staffParameterUnknown" } });
    });

    it("writes every application's columns again, once, when the form's name or term question changes", async () => {
      const { client } = await signedInStaff(app, "reviewer");
      const started = made.find((m) => m.status === "started")!;
      const nameOf = async () => rowsOf((await listOf(client, `q=${encodeURIComponent(started.email)}`)).body)[0]?.name;
      // As if the keys stored were an older form's: the given name is read from a key no answer has.
      await db.query("UPDATE office_list_keys SET given_key = 'an-older-key'");
      await db.query("UPDATE applications SET progress = progress WHERE account_id = $1", [started.id]);
      expect(await nameOf()).toBe(started.family);
      expect(await syncOfficeListKeys(db)).toBe(true);
      expect(await nameOf()).toBe(`${started.given} ${started.family}`);
      expect(await syncOfficeListKeys(db)).toBe(false);
    });

    it("follows a student's own saves and web status through the API", async () => {
      const student = await studentWithSession(app);
      const { client } = await signedInStaff(app, "reviewer");
      const status = async () => rowsOf((await listOf(client, `q=${encodeURIComponent(student.username)}`)).body)[0];
      expect(await status()).toMatchObject({ status: "not-started", name: "" });
      const given = `Grâce${marker}`;
      expect((await student.client.put("/api/answer", { [nameKeys.given!]: given, [nameKeys.family!]: "Hopper" })).status).toBe(200);
      expect(await status()).toMatchObject({ status: "started", name: `${given} Hopper` });
      expect((await student.client.post("/api/web-status", { web_status: "validating" })).status).toBe(200);
      expect(await status()).toMatchObject({ status: "validating" });
      expect(rowsOf((await listOf(client, `q=${encodeURIComponent(given.toUpperCase())}`)).body).map((r) => r.id)).toEqual([student.accountId]);
    });
  });
});
