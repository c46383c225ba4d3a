/**
 * Signed, expiring links to stored objects (a converted PDF), served by the app for both drivers
 * at GET /storage/object/<key>?expires=&signature=. Like a presigned GET, the link is the
 * permission: only the server can make one, for one key, until it expires.
 */
import type { FastifyInstance } from "fastify";
import { acceptedSecrets } from "../config.ts";
import { keyedHash, signedWithOneOf } from "../crypto.ts";
import { AppError } from "../errors.ts";
import { inlineDisposition } from "./contentDisposition.ts";
import { isObjectKey } from "./keys.ts";

const prefix = "/storage/object/";

/** The file name is signed with the key: a link cannot be edited to save the file under another name. */
const sign = (secret: string, key: string, expires: number, name: string | undefined): string =>
  keyedHash(secret, "storage-download", name === undefined ? `${key}\n${expires}` : `${key}\n${expires}\n${name}`);

/** A link to `key` that works until `expiresAt` (relative: the app's own origin), saved as `fileName` when one is given. */
export function downloadUrl(secret: string, key: string, expiresAt: Date, fileName?: string): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const name = fileName === undefined ? "" : `&name=${encodeURIComponent(fileName)}`;
  return `${prefix}${key}?expires=${expires}${name}&signature=${sign(secret, key, expires, fileName)}`;
}

/** Serves the objects of genuine, unexpired links; every other request gets the same refusal. */
export async function downloadRoutes(app: FastifyInstance): Promise<void> {
  const secrets = acceptedSecrets(app.config);
  app.get<{ Params: { "*": string }; Querystring: { expires?: string; name?: string; signature?: string } }>(`${prefix}*`, async (request, reply) => {
    const key = request.params["*"];
    const expires = Number(request.query.expires);
    const { signature = "", name } = request.query;
    const single = name === undefined || typeof name === "string";
    const genuine = isObjectKey(key) && Number.isInteger(expires) && single && signedWithOneOf(secrets, signature, (secret) => sign(secret, key, expires, name));
    if (!genuine || expires * 1000 <= app.clock.now().getTime()) throw new AppError("tokenInvalid");
    const bytes = await app.storage.read(key);
    if (!bytes) throw new AppError("tokenInvalid");
    // Only PDFs are ever linked: converted documents and application PDFs, both written by this server.
    return reply
      .type("application/pdf")
      .header("cache-control", "private, no-store")
      .header("content-disposition", name === undefined ? "inline" : inlineDisposition(name))
      .send(Buffer.from(bytes));
  });
}
