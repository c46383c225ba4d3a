import type { FastifyInstance } from "fastify";
import { authenticate } from "../sessions/authenticate.ts";
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
  app.addHook("onRequest", authenticate(app));
  await app.register(logoutRoutes);
  await app.register(profileRoutes);
  await app.register(answerRoutes);
  await app.register(progressRoutes);
  await app.register(tabRoutes);
  await app.register(addAnotherRoutes);
  await app.register(submitRoutes, { onQueued });
}
