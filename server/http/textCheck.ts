import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors.ts";
import { findTextProblem } from "./text.ts";

/** The refusal of text that may not be stored, naming where it was. */
function refusal(request: FastifyRequest): AppError | null {
  const places: [unknown, (name: string | null) => string][] = [
    [request.params, () => "The address"],
    [request.query, (name) => (name ? `The query parameter "${name}"` : "The query")],
    [request.body, (name) => (name ? `The field "${name}"` : "The request body")],
  ];
  for (const [value, where] of places) {
    const found = findTextProblem(value);
    if (found) return new AppError("invalidText", { where: where(found.name), problem: found.problem });
  }
  return null;
}

/**
 * Every request's path parameters, query and JSON body are checked for text that may not be
 * stored (http/text.ts) in one place, before any route's validation or handler runs: nothing is
 * hashed, stored or looked up for such a request, and it is answered 400 invalidText. The JSON
 * parser (http/json.ts) has already refused bytes that are not UTF-8.
 */
export function registerTextCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const error = refusal(request);
    if (error) throw error;
  });
}
