import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin a request says it came from: Origin, else the origin of Referer. */
function sourceOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin && origin !== "null") return origin;
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery: a request that changes state must come from the application's
 * own origin (OWASP's "verifying origin with standard headers"). Browsers send Origin on every
 * POST, PUT and DELETE, so a request without it is refused too. When PUBLIC_URL was not set (one
 * machine, localhost or 127.0.0.1), the request's own Host stands for the origin.
 */
function isSameSite(request: FastifyRequest, publicUrl: string, publicUrlSet: boolean): boolean {
  const from = sourceOrigin(request);
  if (!from) return false;
  if (from === publicUrl) return true;
  return !publicUrlSet && from === `${request.protocol}://${request.host}`;
}

/** Security headers (a strict Content-Security-Policy), the CSRF check and the request id header. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const { publicUrl, publicUrlSet } = app.config;
  const https = publicUrl.startsWith("https:");
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        // Uploads go straight to S3-compatible storage when it is configured: the browser posts there.
        connectSrc: ["'self'", ...(app.storage.uploadOrigin ? [app.storage.uploadOrigin] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only over https: on http://localhost it would send the browser to an https port that does not exist.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
    // A cross-site top-level GET of /api/logout would end a session; Sec-Fetch-Site names it.
    const crossSiteGet = request.headers["sec-fetch-site"] === "cross-site" && request.url.startsWith("/api/");
    if ((!safeMethods.has(request.method) || crossSiteGet) && !isSameSite(request, publicUrl, publicUrlSet)) {
      throw new AppError("crossSite");
    }
  });
}
