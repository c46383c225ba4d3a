/**
 * The job that sends one e-mail of a submit. Queued in the submit's transaction (so a submit
 * never waits on the mail server, and no submit goes without its mails), sent by the workers
 * through the same Mailer as the codes. A failed send is tried again after 1, 2, 4, 8, 16 and 32
 * minutes and then every hour, 20 attempts in all: about 14 hours, a mail server's night of
 * maintenance, before the job fails for good and the log says so.
 */
import type { Clock } from "../clock.ts";
import type { Database, Sql } from "../db/types.ts";
import { enqueue } from "../documents/jobs.ts";
import type { JobHandler, Log } from "../documents/worker.ts";
import type { Mailer } from "../mail/mailer.ts";
import { type MailConfig, type SubmissionMailName, isSubmissionMailName, submissionMails, writeSubmissionMail } from "./mails.ts";
import { submissionOf } from "./submission.ts";

export const mailJobKind = "mail";

export const mailAttempts = 20;

const minute = 60_000;

/** The wait after failed attempt `attempt` (from 1): doubling from a minute, at most an hour. */
export const mailRetryDelayMs = (attempt: number): number => Math.min(minute * 2 ** (attempt - 1), 60 * minute);

interface MailPayload {
  mail: SubmissionMailName;
  accountId: string;
}

const isMailPayload = (payload: unknown): payload is MailPayload =>
  typeof payload === "object" && payload !== null && isSubmissionMailName((payload as MailPayload).mail) && typeof (payload as MailPayload).accountId === "string";

/** Inside the submit's transaction: both mails of the submit, to be sent by the workers. */
export async function enqueueSubmissionMails(tx: Sql, accountId: string, now: Date): Promise<void> {
  for (const mail of Object.keys(submissionMails) as SubmissionMailName[]) await enqueue(tx, mailJobKind, { mail, accountId } satisfies MailPayload, now, mailAttempts);
}

export interface MailJobOptions {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  config: MailConfig;
  log: Log;
}

export function mailJob({ db, mailer, clock, config, log }: MailJobOptions): JobHandler {
  return {
    retryDelayMs: mailRetryDelayMs,
    async run(payload) {
      if (!isMailPayload(payload)) throw new Error("a mail job without a mail name and an account");
      const submission = await submissionOf(db, payload.accountId);
      // The application went (its account was removed): there is no one to write about.
      if (!submission) return void log.warn({ mail: payload.mail, account: payload.accountId }, "a submission mail's application is no longer there: not sent");
      await mailer.send(writeSubmissionMail(payload.mail, submission, config, clock.now()));
    },
    async giveUp(payload, _tx, reason) {
      log.error({ payload, reason }, `a submission mail could not be sent in ${mailAttempts} attempts: it is not sent`);
    },
  };
}
