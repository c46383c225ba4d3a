/**
 * Signed, expiring links to stored objects (a converted PDF), served by the app for both drivers
 * at GET /storage/object/<key>?expires=&signature=. Like a presigned GET, the link is the
 * permission: only the server can make one, for one key, until it expires.
 */
import type { FastifyInstance } from "fastify";
import { acceptedSecrets } from "../config.ts";
import { keyedHash, signedWithOneOf } from "../crypto.ts";
import { AppError } from "../errors.ts";
import { isObjectKey } from "./keys.ts";

const prefix = "/storage/object/";

const sign = (secret: string, key: string, expires: number): string => keyedHash(secret, "storage-download", `${key}\n${expires}`);

/** A link to `key` that works until `expiresAt` (relative: the app's own origin). */
export function downloadUrl(secret: string, key: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${prefix}${key}?expires=${expires}&signature=${sign(secret, key, expires)}`;
}

/** Serves the objects of genuine, unexpired links; every other request gets the same refusal. */
export async function downloadRoutes(app: FastifyInstance): Promise<void> {
  const secrets = acceptedSecrets(app.config);
  app.get<{ Params: { "*": string }; Querystring: { expires?: string; signature?: string } }>(`${prefix}*`, async (request, reply) => {
    const key = request.params["*"];
    const expires = Number(request.query.expires);
    const { signature = "" } = request.query;
    const genuine = isObjectKey(key) && Number.isInteger(expires) && signedWithOneOf(secrets, signature, (secret) => sign(secret, key, expires));
    if (!genuine || expires * 1000 <= app.clock.now().getTime()) throw new AppError("tokenInvalid");
    const bytes = await app.storage.read(key);
    if (!bytes) throw new AppError("tokenInvalid");
    // Only converted documents are ever linked: the bytes are a PDF the converter wrote.
    return reply.type("application/pdf").header("cache-control", "private, no-store").header("content-disposition", "inline").send(Buffer.from(bytes));
  });
}
