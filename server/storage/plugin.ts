import type { FastifyInstance } from "fastify";
import { downloadRoutes } from "./downloads.ts";
import { EmbeddedStorage } from "./embedded.ts";
import type { UploadForms } from "./types.ts";
import { embeddedUploadRoute } from "./uploadRoute.ts";

/** The storage's routes on the app's origin: signed downloads, and the upload form when the storage is embedded. */
export async function storagePlugin(app: FastifyInstance, { maxUploadBytes, forms }: { maxUploadBytes: number; forms: UploadForms }): Promise<void> {
  await app.register(downloadRoutes);
  if (app.storage instanceof EmbeddedStorage) await app.register(embeddedUploadRoute, { storage: app.storage, maxUploadBytes, forms });
}
