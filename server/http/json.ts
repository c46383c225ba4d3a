import type { FastifyInstance } from "fastify";

/**
 * JSON bodies with Fastify's own parser (it refuses __proto__ and constructor poisoning), except
 * that an empty body is no body: spec section 7 sends a body only when there is a payload, and a
 * client may still say application/json on a bare POST /api/submit. Routes that need a body say
 * so in their schema.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    parse(request, text, done);
  });
}
