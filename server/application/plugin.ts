import type { FastifyInstance } from "fastify";
import { authenticate } from "../sessions/authenticate.ts";
import { localeRoutes } from "../accounts/locale.ts";
import { logoutRoutes } from "../sessions/logout.ts";
import { addAnotherRoutes } from "./addAnother.ts";
import { answerRoutes } from "./answers.ts";
import { tabRoutes } from "./tabs.ts";
import { profileRoutes } from "./profile.ts";
import { progressRoutes } from "./progress.ts";
import { submitRoutes } from "./submit.ts";

export interface ApplicationPluginOptions {
  /** Told when a submit queued its mails, so this process's workers send them at once. */
  onQueued?: () => void;
}

/** The student's calls under /api: every one needs an active session and reads only its own application. */
export async function applicationPlugin(app: FastifyInstance, { onQueued = () => undefined }: ApplicationPluginOptions): Promise<void> {
  // The save checks the session itself, in the query that reads the application it changes.
  await app.register(answerRoutes);
  await app.register(async (authenticated) => {
    authenticated.addHook("onRequest", authenticate(app));
    await authenticated.register(logoutRoutes);
    await authenticated.register(profileRoutes);
    await authenticated.register(localeRoutes);
    await authenticated.register(progressRoutes);
    await authenticated.register(tabRoutes);
    await authenticated.register(addAnotherRoutes);
    await authenticated.register(submitRoutes, { onQueued });
  });
}
