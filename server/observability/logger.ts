/**
 * The JSON log lines of every process (pino, through Fastify): one line per event, each request's
 * lines carrying its id (`reqId`, also sent back as `x-request-id`). Nothing a student typed or a
 * secret may reach them: no bodies are logged, query values are masked, and the redaction below
 * catches the fields that would carry one should a log call ever include them.
 */
import { randomUUID } from "node:crypto";
import type { FastifyServerOptions, RawRequestDefaultExpression } from "fastify";
import { masked, serializeError } from "./errorSerializer.ts";

/** Query parameters whose values say nothing about a person: kept, so a log line still shows what was asked. */
const harmlessParams = new Set(["category", "max_results"]);

/**
 * The request's address for the log: the path, and the names of its query parameters with their
 * values masked (tokens, reset ids, service tokens, signatures, what a student typed into a search).
 */
export function maskUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  const shown = [...params].map(([name, value]) => `${encodeURIComponent(name)}=${harmlessParams.has(name) ? encodeURIComponent(value) : masked}`);
  return `${url.slice(0, at)}?${shown.join("&")}`;
}

/**
 * Fields censored wherever a log call puts them (at the top level or one level down): credentials,
 * codes, tokens, cookies and answers. A database error's fields that quote values (`detail`,
 * `where`, PGlite's `params`) are masked by the `err` serializer (errorSerializer.ts); `err.detail`
 * stays here for errors logged under another key's shape.
 */
export const redactPaths = [
  ...["password", "confirm_password", "token", "service_token", "secret", "authorization", "cookie", "body", "answer", "answers"].flatMap((field) => [field, `*.${field}`]),
  'headers["set-cookie"]',
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "err.detail",
  "err.cause.detail",
];

/** A proxy's request id (nginx's $request_id) is kept when the proxy is trusted, so its log and ours line up. */
const proxyRequestId = /^[\w.-]{8,128}$/;

export function requestIdGenerator(trustProxy: boolean): (req: RawRequestDefaultExpression) => string {
  return (req) => {
    const given = req.headers["x-request-id"];
    return trustProxy && typeof given === "string" && proxyRequestId.test(given) ? given : randomUUID();
  };
}

/**
 * Fastify's logger option: JSON lines at `level`, each request as method, masked address and
 * client address only, each error without the values a database error quotes.
 */
export function loggerOptions(level: string): Exclude<NonNullable<FastifyServerOptions["logger"]>, boolean> {
  return {
    level,
    redact: { paths: redactPaths, censor: masked },
    serializers: {
      req: (req: { method: string; url: string; ip: string }) => ({ method: req.method, url: maskUrl(req.url), remoteAddress: req.ip }),
      err: serializeError,
    },
  };
}
