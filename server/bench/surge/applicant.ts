/**
 * One simulated applicant, making the calls the web app makes (spec section 7) from sign-up to
 * submission: sign up, read the code from the mail, confirm, log in, save each page several
 * times, upload one document and wait for its conversion, post the web statuses, submit. At the
 * end the saved application must be exactly the complete one: an acknowledged save that went
 * missing counts as an error.
 */
import { isDeepStrictEqual } from "node:util";
import { makePng } from "../../../tests/server/documents/makeFiles.ts";
import { type Mailbox, codeIn } from "../../../tests/server/helpers/mailbox.ts";
import { type PagePlan, completeAnswers, saveBody } from "./answers.ts";
import { type Browser, type Recorder, encodeForm } from "./http.ts";

export interface ApplicantOptions {
  username: string;
  password: string;
  browser: Browser;
  recorder: Recorder;
  mailbox: Mailbox;
  plans: readonly PagePlan[];
  /** Saves of each page; the last sends all its answers. */
  saves: number;
}

/** Spec section 9: the app polls a conversion every 2000 ms. */
const conversionPollMs = 2000;
const conversionTimeoutMs = 180_000;
const mailTimeoutMs = 60_000;
const pending = new Set(["UNPROCESSED", "IN_PROGRESS"]);

/** A small real image, the kind of scan a student uploads. */
const scan = { name: "transcript.png", bytes: makePng(400, 520) };

/** Uploads the scan for `key` and waits for its conversion; false (recorded) unless it completed. */
async function uploadDocument(browser: Browser, recorder: Recorder, key: string): Promise<boolean> {
  const { body: presigned } = await browser.call("POST /api/presigned-url", "/api/presigned-url", { json: { answer_key: key } });
  const { url, fields } = presigned as { url: string; fields: Record<string, string> };
  // The embedded storage's form posts to the app (a path), S3's to the bucket (a full URL).
  await browser.call(url.startsWith("/") ? `POST ${url}` : "POST <bucket>", url, { form: await encodeForm(fields, scan) });
  await browser.call("POST /api/pdf/document-answer/:key", `/api/pdf/document-answer/${key}`, { json: { file_key: fields.key, file_name: scan.name } });
  const until = Date.now() + conversionTimeoutMs;
  let record: Record<string, unknown>;
  do {
    await new Promise((resolve) => setTimeout(resolve, conversionPollMs));
    ({ body: record } = await browser.call("GET /api/pdf/document-answer/:key", `/api/pdf/document-answer/${key}`));
  } while (pending.has(String(record.status)) && Date.now() < until);
  if (record.status !== "COMPLETED") {
    recorder.fail({ route: "conversion", status: 200, message: `${key} is ${String(record.status)} ${String(record.message ?? "")}` });
    return false;
  }
  await browser.call("GET /api/document-answer", "/api/document-answer");
  return true;
}

/**
 * Runs one applicant; true when the application was submitted and saved whole. A failed call
 * throws CallFailed (already recorded): the steps after it depend on it.
 */
export async function runApplicant({ username, password, browser, recorder, mailbox, plans, saves }: ApplicantOptions): Promise<boolean> {
  let whole = true;
  const account = { username, password };
  await browser.call("POST /public/signup", "/public/signup", { json: account });
  const code = codeIn(await mailbox.next(username, mailTimeoutMs));
  await browser.call("POST /public/confirm", "/public/confirm", { json: { username, code } });
  await browser.call("POST /public/login", "/public/login", { json: account });
  await browser.call("GET /api/profile", "/api/profile");
  await browser.call("POST /api/web-status", "/api/web-status", { json: { web_status: "started" } });

  for (const plan of plans) {
    await browser.call("PUT /api/last-page", "/api/last-page", { json: { last_page: plan.route } });
    for (const tab of plan.tabs) await browser.call("PUT /api/tabs", "/api/tabs", { json: tab });
    for (const group of plan.addAnother) await browser.call("PUT /api/add-another", "/api/add-another", { json: group });
    for (let n = 1; n <= saves; n++) {
      await browser.call("PUT /api/answer", "/api/answer", { json: saveBody(plan, n, saves) });
      // The document is uploaded once the page is under way, as a student does.
      if (n === 1) for (const key of plan.documents) whole = (await uploadDocument(browser, recorder, key)) && whole;
    }
  }

  await browser.call("POST /api/web-status", "/api/web-status", { json: { web_status: "validating" } });
  await browser.call("POST /api/submit", "/api/submit");
  await browser.call("POST /api/web-status", "/api/web-status", { json: { web_status: "submitted" } });
  const { body: profile } = await browser.call("GET /api/profile", "/api/profile");
  if (!isDeepStrictEqual(profile.answer, completeAnswers)) {
    recorder.fail({ route: "saved answers", status: 200, message: `${username}'s saved application differs from what was sent` });
    whole = false;
  }
  return whole;
}
