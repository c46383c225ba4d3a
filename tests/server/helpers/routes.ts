/** The routes an app serves, read from Fastify's own route tree, so a route added later is listed too. */
import type { FastifyInstance } from "fastify";

export interface Route {
  method: string;
  /** The path as registered, parameters as `:name`. */
  url: string;
}

/**
 * Every method and path of `app` (ready), from app.printRoutes: a tree in which each line is a
 * path segment, indented four columns a level under the one it continues, with its methods in
 * parentheses (a segment that only leads on has none).
 */
export function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const parsed = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!parsed) continue;
    const depth = (parsed[1] ?? "").length / 4;
    prefixes.length = depth;
    const url = (prefixes[depth - 1] ?? "") + (parsed[2] ?? "");
    prefixes.push(url);
    for (const method of parsed[3]?.split(", ") ?? []) routes.push({ method, url });
  }
  return routes;
}

/** The methods that carry a request body. */
export const bodyMethods: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);
