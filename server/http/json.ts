import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.ts";

/** Refuses bytes that are not UTF-8 instead of turning them into U+FFFD, which would store something the student never sent. */
const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * JSON bodies with Fastify's own parser (it refuses __proto__ and constructor poisoning), except
 * that an empty body is no body: spec section 7 sends a body only when there is a payload, and a
 * client may still say application/json on a bare POST /api/submit. Routes that need a body say
 * so in their schema.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new AppError("invalidText", { where: "The request body", problem: "bytes that are not UTF-8" }), undefined);
      return;
    }
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    parse(request, text, done);
  });
}
