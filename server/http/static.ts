import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "./errors.ts";

/** Paths that belong to the server's calls: never answered with the web app. */
const apiPrefixes = ["/api/", "/public/", "/service/", "/lookup/", "/healthz"];

/**
 * Serves the built web app from `dir` when it exists, and index.html for any other GET that
 * asks for a page (the app's router takes it from there). Returns the not-found handler to use.
 */
export async function registerWebApp(app: FastifyInstance, dir: string): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<unknown>> {
  if (!existsSync(join(dir, "index.html"))) {
    app.log.info(`no web app build in ${dir}: serving the API alone`);
    return notFound;
  }
  await app.register(fastifyStatic, {
    root: dir,
    // The build writes .br and .gz beside each file (scripts/build/precompress.ts): sent as they are
    // to a browser that accepts them, with Content-Encoding and Vary: Accept-Encoding.
    preCompressed: true,
    // Hashed file names under assets/ never change; index.html must be checked every time.
    setHeaders: (res, path) => res.header("cache-control", path.includes(`${join(dir, "assets")}`) ? "public, max-age=31536000, immutable" : "no-cache"),
  });
  app.log.info(`serving the web app from ${dir}`);
  return async (request, reply) => {
    const isPage = (request.method === "GET" || request.method === "HEAD") && !apiPrefixes.some((p) => request.url.startsWith(p)) && !request.url.startsWith("/assets/");
    return isPage ? reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").sendFile("index.html") : notFound(request, reply);
  };
}
