import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Words } from "../../engine/index.ts";
import { requestWords } from "../accounts/locale.ts";
import { DatabaseUnavailableError } from "../db/unavailable.ts";
import { AppError, type ErrorCode, type ErrorParams } from "../errors.ts";
import { StorageUnavailableError } from "../storage/unavailable.ts";

/** Fastify's own client errors, answered with the catalogue's words. */
const fastifyCodes: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "invalidJson",
  FST_ERR_CTP_EMPTY_JSON_BODY: "invalidJson",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupportedMediaType",
  FST_ERR_CTP_INVALID_TYPE: "unsupportedMediaType",
  FST_ERR_CTP_BODY_TOO_LARGE: "bodyTooLarge",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "malformedRequest",
  FST_ERR_BAD_URL: "badUrl",
  FST_ERR_MAX_PARAM_LENGTH: "addressTooLong",
  FST_ERR_NOT_FOUND: "notFound",
};

/**
 * Any other 4xx a plugin raises (its own words are not the catalogue's), by its status; one the
 * table lacks is a request the server could not read.
 */
const statusCodes: Readonly<Record<number, ErrorCode>> = {
  404: "notFound",
  408: "requestTimeout",
  413: "bodyTooLarge",
  414: "addressTooLong",
  415: "unsupportedMediaType",
  431: "headersTooLarge",
};

/** The catalogue's code for one of Fastify's own errors, if it has one. */
export const codeOfFastifyError = (error: { code?: string }): ErrorCode | undefined => (error.code ? fastifyCodes[error.code] : undefined);

/** The answer of a catalogue entry in `words`: its status, and {message, code}. */
export function catalogueAnswer(code: ErrorCode, params: ErrorParams, words: Words): { status: number; body: Record<string, unknown> } {
  const error = new AppError(code, params);
  return { status: error.statusCode, body: error.answerIn(words) };
}

/** A service the server needs could not be reached: the catalogue entry that says so. */
const outageOf = (error: unknown): ErrorCode | null =>
  error instanceof DatabaseUnavailableError ? "databaseUnavailable" : error instanceof StorageUnavailableError ? "storageUnavailable" : null;

/** The JSON answer of an error, in the request's words: {message} always, never a stack or an SQL text. */
function answer(error: FastifyError, request: FastifyRequest): { status: number; body: Record<string, unknown> } {
  const words = requestWords(request);
  const outage = outageOf(error);
  if (outage) {
    // One line per refused request: the operator sees the outage, its cause and how many it turned away.
    request.log.warn({ err: error.cause ?? error }, error.message);
    return catalogueAnswer(outage, {}, words);
  }
  if (error instanceof AppError) return { status: error.statusCode, body: error.answerIn(words) };
  if (error.validation) {
    const detail = error.validation.map((v) => `${error.validationContext ?? "request"}${v.instancePath} ${v.message ?? ""}`.trim()).join("; ");
    return catalogueAnswer("invalidRequest", { detail }, words);
  }
  const known = codeOfFastifyError(error);
  if (known) return catalogueAnswer(known, {}, words);
  // JSON.parse and secure-json-parse throw a SyntaxError or a 400 for a poisoned body: still the client's mistake.
  if (error instanceof SyntaxError) return catalogueAnswer("invalidJson", {}, words);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return catalogueAnswer(statusCodes[status] ?? "malformedRequest", {}, words);
  request.log.error({ err: error }, "unexpected failure");
  return catalogueAnswer("unexpected", {}, words);
}

/**
 * Every error is JSON {message}; unexpected ones are logged (with the request id) and answered
 * generically; an unreachable database or object store is a 503 with its own message. Set before
 * any plugin registers: a plugin keeps the handler of its parent at the time. `onServerError`
 * hears the code of every 5xx answer (the error counters of /metrics).
 */
export function registerErrorHandler(app: FastifyInstance, onServerError: (code: string) => void = () => undefined): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const { status, body } = answer(error, request);
    if (status >= 500) onServerError(typeof body.code === "string" ? body.code : "unexpected");
    return reply.status(status).type("application/json; charset=utf-8").send(body);
  });
}

/** The not-found answer of the API. */
export async function notFound(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const { status, body } = catalogueAnswer("notFound", {}, requestWords(request));
  return reply.status(status).send(body);
}
