/**
 * The mails of a submit: the student's receipt and the office's notice, queued with the submit and
 * sent by the workers through the SMTP listener; an SMTP outage delays them, never the submit.
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { interpolate } from "../../../engine/index.ts";
import { partnerSettings } from "../../../schema/index.ts";
import { defaultLocale, formLocales } from "../../../schema/partner.ts";
import { receiptTexts, receiptTextsIn } from "../../../schema/receipt.ts";
import { form } from "../../../server/form.ts";
import { mailAttempts, mailRetryDelayMs } from "../../../server/receipt/mailJob.ts";
import { receivedDocuments } from "../../../server/receipt/documents.ts";
import { type SubmissionMailName, submissionMails, writeSubmissionMail } from "../../../server/receipt/mails.ts";
import type { Submission } from "../../../server/receipt/submission.ts";
import { submissionTime } from "../../../server/receipt/time.ts";
import { serviceLink } from "../../../server/tokens/links.ts";
import { verifyToken } from "../../../server/tokens/signed.ts";
import { currentVersionLabel } from "../../../server/versions/current.ts";
import { completeApplication as complete } from "../../support/completeApplication.ts";
import { makePng } from "../documents/makeFiles.ts";
import { documentEntry } from "../documents/documentEntry.ts";
import { uploadDocument } from "../documents/uploadFlow.ts";
import { databaseKinds } from "../helpers/databases.ts";
import { saveWithEntries } from "../helpers/entries.ts";
import { Client, TestClock, publicUrl, startApp, testConfig } from "../helpers/server.ts";
import { studentWithSession } from "../helpers/students.ts";
import { useServer } from "../helpers/suite.ts";
import { startTcpProxy } from "../helpers/tcpProxy.ts";

// The day the complete-application fixture is valid on (its dates are relative to it).
const fixtureDay = Date.parse("2026-11-21T17:00:00Z");
const office = partnerSettings.submissionNotificationEmail;
const fileName = "transcript.png";

/** The complete application with the first college's transcript uploaded and converted. */
async function completeWithTranscript(app: Parameters<typeof uploadDocument>[0], client: Client): Promise<void> {
  expect((await saveWithEntries(client, complete)).status).toBe(200);
  const outcome = await uploadDocument(app, client, documentEntry.key(1), { name: fileName, bytes: makePng(40, 40) });
  expect(outcome).toMatchObject({ stage: "settled", record: { status: "COMPLETED" } });
}

describe.each(databaseKinds)("the mails of a submit (%s)", { timeout: 180_000 }, (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), "receipt-"));
  const s = useServer(kind, "submission_mails", { config: { dataDir, documentWorkers: 1 }, clockStart: fixtureDay });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("mail the student a receipt and the office a notice with the reference, the time in the zone and the documents; a second submit sends nothing", async () => {
    const { client, username, accountId } = await studentWithSession(s.t.app);
    await completeWithTranscript(s.t.app, client);
    const submitted = await client.post("/api/submit");
    expect(submitted.status).toBe(200);
    const reference = String(submitted.body.reference);
    const time = submissionTime(new Date(fixtureDay), s.t.config.timeZone, defaultLocale);
    expect(submitted.body.submitted_at_text).toBe(time);
    // The zone's own time, not the server's or UTC: 17:00 UTC is noon in Detroit in November.
    expect(time).toMatch(/12:00\s?PM EST/);
    // The document by its question's label and its entry (the group's item label and the entry's name), from the schema.
    const question = form.keys.get(documentEntry.key(1))!.node;
    const documentLabel = [interpolate(documentEntry.group.itemLabel, { n: 1 }, form.vars), "label" in question ? String(question.label) : ""];
    const [document] = receivedDocuments(complete, { [documentEntry.key(1)]: { file_name: fileName } }, form.locale);
    expect(document!.question).toContain(documentLabel[0]);
    expect(document!.question).toContain(documentLabel[1]);

    const receipt = await s.mailbox.next(username, 60_000);
    expect(receipt.subject).toContain(reference);
    for (const part of [reference, time, document!.question, fileName, `${publicUrl}/completion`]) expect(receipt.text).toContain(part);

    const notice = await s.mailbox.next(office, 60_000);
    for (const part of [reference, time, String(complete.first_name), String(complete.last_name), String(complete.entry_term_desc), username]) expect(`${notice.subject}\n${notice.text}`).toContain(part);
    // The staff link is a signed token for this application's print view, and carries no answers.
    const link = new URL(/https?:\/\/\S+service_token=\S+/.exec(notice.text ?? "")![0]);
    expect(verifyToken([s.t.config.secret], link.searchParams.get("service_token") ?? undefined, "service", s.t.clock.now())).toBe(accountId);
    for (const value of [complete.first_name, complete.last_name, username]) expect(link.href).not.toContain(String(value));
    const view = await new Client(s.t.app).get(`/service/tmp-pdf?service_token=${link.searchParams.get("service_token")}`);
    expect(view.body.status).toMatchObject({ status: "submitted", reference, email: username, application_id: accountId, submitted_at_text: time });

    s.t.clock.advance(60_000);
    expect((await client.post("/api/submit")).status).toBe(200);
    const { rows } = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE kind = 'mail' AND payload->>'accountId' = $1", [accountId]);
    expect(rows[0]!.n).toBe(2);
  });

  it("a draft's print view says it is a draft, with no time or reference, on the version it is on", async () => {
    const { accountId, username } = await studentWithSession(s.t.app);
    const link = new URL((await serviceLink(s.db, s.t.config, username, s.t.clock.now()))!);
    const view = await new Client(s.t.app).get(`/service/tmp-pdf?${link.searchParams}`);
    expect(view.body.status).toEqual({ status: "draft", submitted_at: null, submitted_at_text: null, reference: null, email: username, application_id: accountId, form_version: currentVersionLabel });
  });
});

describe.each(databaseKinds)("the mails of a submit while SMTP is down (%s)", { timeout: 180_000 }, (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), "receipt-outage-"));
  // No workers in the suite's own app: the only worker is the one of the app that mails through the proxy.
  const o = useServer(kind, "submission_mails_outage", { config: { dataDir, documentWorkers: 0 }, clockStart: fixtureDay });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("submit answers at once while SMTP refuses, and the mails arrive once it takes them again", async () => {
    const target = new URL(o.mailbox.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    await proxy.cut();
    const clock = new TestClock(fixtureDay);
    const t = await startApp(o.db, testConfig({ smtpUrl: `smtp://127.0.0.1:${proxy.port}`, dataDir, documentWorkers: 1 }), clock);
    try {
      const { client, username, accountId } = await studentWithSession(t.app);
      await completeWithTranscript(t.app, client);
      const submitted = await client.post("/api/submit");
      expect(submitted.status).toBe(200);
      // The worker's first attempts fail against the closed port and are put back for later.
      const failed = async () =>
        (await o.db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE kind = 'mail' AND payload->>'accountId' = $1 AND status = 'queued' AND attempts = 1", [accountId])).rows[0]!.n;
      await expect.poll(failed, { timeout: 60_000, interval: 100 }).toBe(2);
      expect(o.mailbox.waiting(username)).toHaveLength(0);
      await proxy.restore();
      clock.advance(mailRetryDelayMs(1));
      const receipt = await o.mailbox.next(username, 60_000);
      expect(receipt.text).toContain(String(submitted.body.reference));
      expect((await o.mailbox.next(office, 60_000)).text).toContain(String(submitted.body.reference));
    } finally {
      await t.app.close();
      await proxy.close();
    }
  });
});

describe("the mail's retries", () => {
  it("wait longer each time, at most an hour, and cover hours in all", () => {
    const delays = Array.from({ length: mailAttempts - 1 }, (_, i) => mailRetryDelayMs(i + 1));
    for (let i = 1; i < delays.length; i++) expect(delays[i]!).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(Math.max(...delays)).toBe(60 * 60_000);
    expect(delays.reduce((a, b) => a + b, 0)).toBeGreaterThan(6 * 60 * 60_000);
    expect(receiptTexts.studentMail.lines.join("\n")).toContain("{reference}");
  });
});

describe("the language of a submit's mails", () => {
  // The form's last language: the default one in a form of one, another in a form of several.
  const chosen = formLocales.at(-1) ?? defaultLocale;
  // Each mail as the registry's type sees it: a language for any submission.
  const mails: Record<SubmissionMailName, { locale(submission: Submission): string }> = submissionMails;
  const submission = (locale: string | null): Submission => ({
    accountId: "a",
    username: "student@example.edu",
    locale,
    reference: "R",
    submittedAt: new Date(fixtureDay),
    answers: {},
    documents: {},
  });

  it("is the account's for the student's receipt, else the form's default", () => {
    expect(mails.studentReceipt.locale(submission(chosen))).toBe(chosen);
    expect(mails.studentReceipt.locale(submission(null))).toBe(defaultLocale);
    expect(mails.studentReceipt.locale(submission("xx"))).toBe(defaultLocale);
  });

  it("is the form's default for the office's notice, whatever the student chose", () => {
    expect(mails.officeNotice.locale(submission(chosen))).toBe(defaultLocale);
  });

  it("writes each mail's lines and its time in the mail's language", () => {
    const config = { publicUrl, secret: testConfig().secret, timeZone: "America/Detroit" };
    for (const [name, locale] of [["studentReceipt", chosen], ["officeNotice", defaultLocale]] as const) {
      const { text } = writeSubmissionMail(name, submission(chosen), config, new Date(fixtureDay));
      // The lines that fill nothing in stand in the mail as written for its language.
      const texts = receiptTextsIn(locale)[name === "studentReceipt" ? "studentMail" : "officeMail"];
      for (const line of texts.lines.filter((l) => l !== "" && !l.includes("{"))) expect(text).toContain(line);
      expect(text).toContain(submissionTime(new Date(fixtureDay), config.timeZone, locale));
    }
  });
});
