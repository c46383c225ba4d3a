import type { FastifyInstance } from "fastify";
import type { Limit } from "../config.ts";
import { randomId, sha256 } from "../crypto.ts";
import { AppError } from "../errors.ts";
import { perAddress, resetLimit } from "../http/rateLimit.ts";
import { passwordChangedMail, resetMail } from "../mail/templates.ts";
import { endAllSessions } from "../sessions/store.ts";
import { accountForm } from "./forms.ts";
import { accountKey } from "./login.ts";
import { setKnownDevice } from "./knownDevice.ts";
import { accountLocale, answerLocale, requestWords } from "./locale.ts";
import { hashPassword } from "./passwords.ts";
import { endKnownDevices, findAccount, markConfirmed, setPassword } from "./store.ts";

/** A reset link works once, within an hour. */
export const resetLifetimeMs = 60 * 60 * 1000;

/** POST /public/forgot-password and /public/reset-password. */
export async function passwordResetRoutes(app: FastifyInstance, { limit, sendLater }: { limit: Limit; sendLater: (send: Promise<void>) => void }): Promise<void> {
  const { db, clock, config } = app;

  app.post("/forgot-password", { config: { rateLimit: perAddress("forgot-password", limit) } }, async (request) => {
    const values = accountForm(app, "forgot", request.body, answerLocale(request));
    const username = values.username ?? "";
    const account = await findAccount(db, username);
    if (account) {
      const id = randomId();
      const now = clock.now();
      await db.query("INSERT INTO password_resets (id_hash, account_id, expires_at) VALUES ($1, $2, $3)", [
        sha256(id),
        account.id,
        new Date(now.getTime() + resetLifetimeMs),
      ]);
      const link = `${config.publicUrl}/reset?${new URLSearchParams({ username, id })}`;
      // Not awaited: the answer must take as long whether or not the account exists.
      sendLater(app.mailer.send(resetMail(username, link, accountLocale(account.locale))));
    }
    return { message: requestWords(request).notices.resetMailed };
  });

  app.post("/reset-password", { config: { rateLimit: perAddress("reset-password", limit) } }, async (request, reply) => {
    const values = accountForm(app, "reset", request.body, answerLocale(request));
    const username = values.username ?? "";
    const passwordHash = await hashPassword(values.password ?? "");
    const now = clock.now();
    const account = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ account_id: string; locale: string | null }>(
        `SELECT r.account_id, a.locale FROM password_resets r JOIN accounts a ON a.id = r.account_id
         WHERE r.id_hash = $1 AND a.username = $2 AND r.used_at IS NULL AND r.expires_at > $3
         FOR UPDATE OF r`,
        [sha256(values.id ?? ""), username, now],
      );
      const [row] = rows;
      if (!row) return null;
      const id = row.account_id;
      // Every outstanding link of the account is spent with this one.
      await tx.query("UPDATE password_resets SET used_at = $2 WHERE account_id = $1 AND used_at IS NULL", [id, now]);
      await setPassword(tx, id, passwordHash);
      // The link proved the mailbox, which is all a confirmation code proves.
      await markConfirmed(tx, id, now);
      await endAllSessions(tx, id);
      // Whoever knew the old password may hold a known-device cookie from a login with it.
      return { id, device_generation: await endKnownDevices(tx, id), locale: row.locale };
    });
    if (!account) throw new AppError("resetInvalid");
    await resetLimit(db, accountKey(username));
    // The link proved the mailbox: this browser is the owner's, and passes a lock put on the
    // account again before the student logs in with the new password (knownDevice.ts).
    setKnownDevice(app, reply, account, now);
    sendLater(app.mailer.send(passwordChangedMail(username, `${config.publicUrl}/forgot`, accountLocale(account.locale))));
    return { message: requestWords(request).notices.passwordReset };
  });
}
