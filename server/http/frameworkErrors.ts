/**
 * The two kinds of error Fastify answers without its error handler, so that they too answer the
 * catalogue's {message, code}: the router's (a path that does not percent-decode, a path
 * parameter over its length) and Node's HTTP parser's (a request that is not HTTP: a wrong
 * Content-Length, an unknown method, headers too large, a request that never finished arriving).
 * They are Fastify constructor options, given to the app and the worker's probe server alike.
 */
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { requestWords } from "../accounts/locale.ts";
import type { ErrorCode } from "../errors.ts";
import { officeWords } from "../words.ts";
import { catalogueAnswer, codeOfFastifyError } from "./errors.ts";

/** Node's parser errors that have an answer of their own; any other is a request that is not well-formed. */
const parserCodes: Readonly<Record<string, ErrorCode>> = {
  ERR_HTTP_REQUEST_TIMEOUT: "requestTimeout",
  HPE_HEADER_OVERFLOW: "headersTooLarge",
};

function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer (as Fastify's default handler does).
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  // No request was read, so no language chosen: the form's default.
  const { status, body } = catalogueAnswer(parserCodes[error.code ?? ""] ?? "malformedRequest", {}, officeWords);
  // Trace, as Fastify does: these are mostly scanners and broken proxies, not the application's users.
  this.log.trace({ err: error }, "client error");
  if (socket.writable) {
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = catalogueAnswer(codeOfFastifyError(error) ?? "unexpected", {}, requestWords(request));
  void reply.status(status).type("application/json; charset=utf-8").send(body);
}

/** The Fastify options that route these errors to the catalogue. */
export const frameworkErrorOptions = { frameworkErrors, clientErrorHandler } satisfies Partial<FastifyServerOptions>;
