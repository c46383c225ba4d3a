import type { FastifyInstance } from "fastify";
import { authenticate } from "../sessions/authenticate.ts";
import { type ConversionRouteOptions, conversionRoutes } from "./conversionRoutes.ts";
import { documentAnswerRoutes } from "./documentAnswerRoutes.ts";
import { uploadRoutes } from "./uploadRoutes.ts";

/** The student's document calls under /api (spec section 7): each needs a session and reaches only the student's own documents. */
export async function documentsPlugin(app: FastifyInstance, { onQueued }: ConversionRouteOptions): Promise<void> {
  app.addHook("onRequest", authenticate(app));
  await app.register(uploadRoutes);
  await app.register(conversionRoutes, { onQueued });
  await app.register(documentAnswerRoutes);
}
