import type { FastifyInstance } from "fastify";
import { loginRoutes } from "./login.ts";
import { passwordResetRoutes } from "./passwordReset.ts";
import { signupRoutes } from "./signup.ts";

/** The account calls of spec section 7, under /public. */
export async function accountsPlugin(app: FastifyInstance): Promise<void> {
  const { limits } = app.config;
  // Mails sent after the answer (resend, forgot-password) are awaited when the server closes.
  const pending = new Set<Promise<void>>();
  const sendLater = (send: Promise<void>): void => {
    const tracked = send.catch((err: unknown) => app.log.error({ err }, "a mail could not be sent")).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  app.addHook("onClose", async () => void (await Promise.all(pending)));

  await app.register(signupRoutes, { limit: limits.publicPerAddress, sendLater });
  await app.register(loginRoutes, { limits });
  await app.register(passwordResetRoutes, { limit: limits.publicPerAddress, sendLater });
}
