/**
 * The two e-mails of a submit, worded in schema/receipt.json: the student's receipt, in the
 * language the student's account keeps, and the admissions office's notification, in the form's
 * default. A registry by name: the queue stores the name and the account, and the mail is written
 * when it is sent, from the application as it was closed and the account's language then.
 */
import { type AnswerValue, interpolate } from "../../engine/index.ts";
import type { ReceiptMail } from "../../engine/generated/form-types.ts";
import { defaultLocale, partnerSettings } from "../../schema/partner.ts";
import { receiptTextsIn } from "../../schema/receipt.ts";
import { accountLocale } from "../accounts/locale.ts";
import type { Config } from "../config.ts";
import { formIn } from "../form.ts";
import type { Mail } from "../mail/mailer.ts";
import { maxHours, servicePath } from "../tokens/links.ts";
import { receivedDocuments } from "./documents.ts";
import type { Submission } from "./submission.ts";
import { submissionTime } from "./time.ts";

export type MailConfig = Pick<Config, "publicUrl" | "secret" | "timeZone">;

interface SubmissionMail {
  /** Who receives it. */
  to(submission: Submission): string;
  /** The language it is written in, one of the form's. */
  locale(submission: Submission): string;
  texts(locale: string): ReceiptMail;
  /** The values only this mail offers its texts. */
  values(submission: Submission, config: MailConfig, now: Date): Record<string, string>;
}

/**
 * The office's link lasts as long as a service link may (a week): it is read when the mail is,
 * and after that `npm run -s cli -- service-link` makes a new one. It carries only the account's
 * id, signed; the answers stay on the server, behind it.
 */
const officeLinkHours = maxHours.service;

export const submissionMails = {
  studentReceipt: {
    to: (submission) => submission.username,
    locale: (submission) => accountLocale(submission.locale),
    texts: (locale) => receiptTextsIn(locale).studentMail,
    values: (_submission, config) => ({ completionUrl: `${config.publicUrl}/completion` }),
  },
  officeNotice: {
    to: () => partnerSettings.submissionNotificationEmail,
    locale: () => defaultLocale,
    texts: (locale) => receiptTextsIn(locale).officeMail,
    values: (submission, config, now) => {
      const times = { issuedAt: now, expiresAt: new Date(now.getTime() + officeLinkHours * 60 * 60 * 1000) };
      return { serviceLink: `${config.publicUrl}${servicePath(config.secret, submission.accountId, times)}`, serviceLinkExpires: submissionTime(times.expiresAt, config.timeZone, defaultLocale) };
    },
  },
} satisfies Record<string, SubmissionMail>;

export type SubmissionMailName = keyof typeof submissionMails;

export const isSubmissionMailName = (name: unknown): name is SubmissionMailName => typeof name === "string" && Object.hasOwn(submissionMails, name);

/** Answers as text placeholders: each answer by its key (lists joined by commas). */
function answerValues(answers: Readonly<Record<string, AnswerValue>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(answers)) if (value !== null && value !== undefined) out[key] = Array.isArray(value) ? value.join(", ") : String(value);
  return out;
}

/** The mail `name` for this submission, written in its texts with every value filled. */
export function writeSubmissionMail(name: SubmissionMailName, submission: Submission, config: MailConfig, now: Date): Mail {
  const mail: SubmissionMail = submissionMails[name];
  const locale = mail.locale(submission);
  const texts = mail.texts(locale);
  const documents = receivedDocuments(submission.answers, submission.documents, locale).map((d) => interpolate(texts.document, { question: d.question, fileName: d.fileName }));
  const values = {
    ...mail.values(submission, config, now),
    reference: submission.reference,
    submittedAt: submissionTime(submission.submittedAt, config.timeZone, locale),
    username: submission.username,
    documents: documents.length ? documents.join("\n") : texts.noDocuments,
  };
  const fill = (text: string): string => interpolate(text, values, formIn(locale).vars, answerValues(submission.answers));
  return { to: mail.to(submission), subject: fill(texts.subject), text: `${texts.lines.map(fill).join("\n")}\n`, action: submission.reference };
}
