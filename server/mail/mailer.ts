import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import { ownerOnlyFileMode, ownerOnlyFolder } from "../ownerOnly.ts";

/** One mail the server sends. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The code or link the mail carries; the outbox logs it so a person trying the product can go on. */
  action: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Mail through an SMTP server (SMTP_URL, such as smtp://user:pass@mail.example.edu:587). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    send: async ({ to, subject, text }) => void (await transport.sendMail({ from, to, subject, text })),
    close: () => transport.close(),
  };
}

/**
 * Without SMTP, each mail is written to `dir` as an .eml file and its subject and code or link
 * logged, so an account can be confirmed on one machine with no mail server. A mail holds a code
 * or link that opens the account: the folder and its files are the server's account's alone.
 */
export async function outboxMailer(dir: string, from: string, log: FastifyBaseLogger): Promise<Mailer> {
  // At start, so mails an older version left readable are closed before any new one is written.
  await ownerOnlyFolder(dir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send({ to, subject, text, action }) {
      const info = await transport.sendMail({ from, to, subject, text });
      // Made again when a person emptied the outbox by removing it.
      await ownerOnlyFolder(dir);
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer, { mode: ownerOnlyFileMode });
      log.info({ mail: { to, subject, action, file } }, `mail written to the outbox: ${subject}: ${action}`);
    },
    close: () => transport.close(),
  };
}
