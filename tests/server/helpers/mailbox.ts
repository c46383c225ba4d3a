/** A real SMTP listener on 127.0.0.1 that keeps every mail the server sends, parsed. */
import type { AddressInfo } from "node:net";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface Mailbox {
  url: string;
  /** Waits for the next mail to `to` that has not been taken yet. */
  next(to: string, timeoutMs?: number): Promise<Email>;
  /** Mails to `to` received and not taken. */
  waiting(to: string): Email[];
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const mails: Email[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no STARTTLS with a self-signed certificate to trip the client.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (mail) => {
            mails.push(mail);
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const isTo = (to: string) => (m: Email) => (m.to ?? []).some((a) => a.address?.toLowerCase() === to.toLowerCase());
  return {
    url: `smtp://127.0.0.1:${port}`,
    waiting: (to) => mails.filter(isTo(to)),
    async next(to, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const i = mails.findIndex(isTo(to));
        if (i >= 0) return mails.splice(i, 1)[0]!;
        if (Date.now() > until) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code of a confirmation mail. */
export const codeIn = (mail: Email): string => /\b(\d{6})\b/.exec(mail.text ?? "")![1]!;

/** The reset link of a forgot-password mail. */
export const resetLinkIn = (mail: Email): URL => new URL(/https?:\/\/\S+\/reset\?\S+/.exec(mail.text ?? "")![0]);
