import type { FastifyInstance } from "fastify";
import { type Limit, acceptedSecrets } from "../config.ts";
import { AppError } from "../errors.ts";
import { perAddress } from "../http/rateLimit.ts";
import { alreadyRegisteredMail, confirmationMail } from "../mail/templates.ts";
import { checkCode, issueCode } from "./codes.ts";
import { accountForm } from "./forms.ts";
import { hashPassword } from "./passwords.ts";
import { answerLocale, requestLocale, requestWords } from "./locale.ts";
import { findAccount, insertAccount } from "./store.ts";

/** Sign-up, confirmation and resending the code: POST /public/signup, /confirm, /resend-confirm. */
export async function signupRoutes(app: FastifyInstance, { limit, sendLater }: { limit: Limit; sendLater: (send: Promise<void>) => void }): Promise<void> {
  const { db, clock, config } = app;

  app.post("/signup", { config: { rateLimit: perAddress("signup", limit) } }, async (request) => {
    const values = accountForm(app, "signup", request.body, answerLocale(request));
    const username = values.username ?? "";
    // Hashed whether or not it is kept, so every case below takes the same time.
    const passwordHash = await hashPassword(values.password ?? "");
    const now = clock.now();
    const code = await db.transaction(async (tx) => {
      const created = await insertAccount(tx, username, passwordHash, now, requestLocale(request));
      if (created) return issueCode(tx, config.secret, created, now);
      const existing = await findAccount(tx, username, true);
      if (!existing || existing.confirmed_at) return null;
      // Signing up again before confirming only mails a new code. The password stays the first
      // one: replacing it would let anyone who knows the address set the password the owner's
      // confirmation then activates. An owner who forgot it resets it (the link confirms too).
      return issueCode(tx, config.secret, existing.id, now);
    });
    // The same answer whether or not the address had an account; its owner is told by mail, in
    // the language of the page that signed up (a new account keeps it too).
    const locale = answerLocale(request);
    await app.mailer.send(
      code === null
        ? alreadyRegisteredMail(username, `${config.publicUrl}/login`, `${config.publicUrl}/forgot`, locale)
        : confirmationMail(username, code, locale),
    );
    return { message: requestWords(request).notices.signedUp };
  });

  app.post("/confirm", { config: { rateLimit: perAddress("confirm", limit) } }, async (request) => {
    const values = accountForm(app, "confirm", request.body, answerLocale(request));
    const username = values.username ?? "";
    const now = clock.now();
    // The same answer for an unknown, a pending and a confirmed address unless the code is right (codes.ts).
    const outcome = await db.transaction((tx) => checkCode(tx, acceptedSecrets(config), username, values.code ?? "", now));
    if (outcome === "ok") return { message: requestWords(request).notices.confirmed };
    throw new AppError(({ wrong: "codeWrong", expired: "codeExpired", locked: "codeLocked", confirmed: "alreadyConfirmed" } as const)[outcome]);
  });

  app.post("/resend-confirm", { config: { rateLimit: perAddress("resend-confirm", limit) } }, async (request) => {
    const values = accountForm(app, "resend", request.body, answerLocale(request));
    const username = values.username ?? "";
    const code = await db.transaction(async (tx) => {
      const account = await findAccount(tx, username, true);
      return account && !account.confirmed_at ? issueCode(tx, config.secret, account.id, clock.now()) : null;
    });
    // Not awaited: the answer must take as long whether or not a code was sent. In the language of
    // the page that asked for it, as the first code was: the one the student is reading now.
    if (code !== null) sendLater(app.mailer.send(confirmationMail(username, code, answerLocale(request))));
    return { message: requestWords(request).notices.codeResent };
  });
}
