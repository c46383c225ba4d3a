/**
 * The receipt of a submit, in the browser against the real server: the completion page shows the
 * reference and the time in the university's time zone, and the student's e-mail and every page of
 * the application PDF carry both, and so does the PDF the export's bundle writes.
 */
import { mkdtempSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { interpolate, messages } from "../../engine/index.ts";
import { realForm } from "../../stories/fixtures/forms.ts";
import { receiptTexts } from "../../schema/receipt.ts";
import { localOutput } from "../../server/cli/output.ts";
import { exportCommand } from "../../server/export/command.ts";
import { submissionTime } from "../../server/receipt/time.ts";
import { completeApplication as complete } from "../support/completeApplication.ts";
import { compact, pageTexts } from "../server/applicationPdf/pdfText.ts";
import { saveWithEntries } from "../server/helpers/entries.ts";
import { expectNoAxeViolations } from "./support/browser.ts";
import { useBrowser } from "./support/session.ts";
import { studentClientInBrowser, toastTitled } from "./support/student.ts";
import { words } from "../../stories/fixtures/words.ts";

const dataDir = mkdtempSync(join(tmpdir(), "e2e-receipt-"));
// One worker, which sends the mails (and builds the PDF the completion page asks for).
const e2e = useBrowser("e2e-receipt", { dataDir, documentWorkers: 1 });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// The complete application without the uploaded transcript (uploads have tests of their own).
const answers = Object.fromEntries(Object.entries(complete).filter(([key]) => key !== "college_transcript_upload"));

describe("the receipt of a submit", () => {
  it("shows the reference and the time in the university's zone on the completion page, in the student's e-mail and on every page of the PDF", { timeout: 300_000 }, async () => {
    const { page, server } = e2e;
    const { username, client } = await studentClientInBrowser(server, e2e.context);
    expect((await saveWithEntries(client, answers)).status).toBe(200);
    // Submit is on the last page, whichever step the schema makes last.
    await page.goto(`/${realForm.pages.at(-1)?.id}`);
    await page.getByRole("button", { name: words.form.submit }).click();
    await page.waitForURL("**/completion");
    await toastTitled(page, messages.successToastLabel).getByText(messages.submitted).waitFor();

    const { rows } = await server.db.query<{ reference: string; submitted_at: Date }>(
      "SELECT p.reference, p.submitted_at FROM applications p JOIN accounts a ON a.id = p.account_id WHERE a.username = $1",
      [username],
    );
    const { reference, submitted_at } = rows[0]!;
    const time = submissionTime(new Date(submitted_at), server.app.config.timeZone, realForm.locale);
    const receipt = page.getByRole("region", { name: receiptTexts.completion.heading });
    await receipt.getByText(reference).waitFor();
    await receipt.getByText(time).waitFor();
    await expectNoAxeViolations(page);

    // Opened again later, the page asks the server for the same receipt.
    await page.reload();
    await page.getByRole("region", { name: receiptTexts.completion.heading }).getByText(reference).waitFor();

    const mail = await server.mailbox.next(username, 120_000);
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain(reference);
    expect(mail.text).toContain(time);
    expect(mail.text).toContain(`${server.url}/completion`);

    // The PDF the completion page offers: the reference and the time on every page.
    let record: { status: string; url?: string } = { status: "UNPROCESSED" };
    const until = Date.now() + 180_000;
    while (record.status !== "COMPLETED" && record.status !== "FAILED" && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      record = (await client.get("/api/pdf")).body as typeof record;
    }
    expect(record).toMatchObject({ status: "COMPLETED", url: expect.any(String) });
    const pdf = await fetch(new URL(record.url ?? "", server.url));
    const pages = await pageTexts(new Uint8Array(await pdf.arrayBuffer()));
    const band = compact(interpolate(receiptTexts.pdf.submitted, { reference, submittedAt: time }));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, i) => expect(compact(text), `page ${i + 1}`).toContain(band));

    // The export's bundle, as a staff member writes it with the built web app beside it: the
    // application's own PDF, made as the build job makes it, with the band on every page.
    const dir = join(dataDir, "bundle");
    const args = ["--format", "json", "--bundle", dir];
    const output = localOutput(exportCommand.output?.(args) ?? {});
    const said: string[] = [];
    const print = { out: (line: string) => said.push(line), err: (line: string) => said.push(line) };
    const code = await exportCommand.run(args, { config: server.app.config, db: server.db, storage: server.app.storage, now: new Date(), output, print }).finally(() => output.close());
    expect(code, said.join("\n")).toBe(0);
    const bundled = await pageTexts(new Uint8Array(await readFile(join(dir, reference, "application.pdf"))));
    expect(bundled.length).toBe(pages.length);
    bundled.forEach((text, i) => expect(compact(text), `bundled page ${i + 1}`).toContain(band));
  });
});
