import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { localeCookieName } from "../../engine/index.ts";
import { defaultLocale, formLocales } from "../../schema/partner.ts";
import { cookieNames } from "../sessions/cookie.ts";
import { languagePage, prerenderedDir } from "./builtPages.ts";
import { notFound } from "./errors.ts";

/** Paths that belong to the server's calls: never answered with the web app. */
const apiPrefixes = ["/api/", "/public/", "/service/", "/lookup/", "/staff-api/", "/healthz"];


/** The pages drawn at build time by their address: /<page id> is prerendered/<page id>.html. */
async function prerenderedPages(dir: string): Promise<Map<string, string>> {
  const files = await readdir(join(dir, prerenderedDir)).catch(() => []);
  return new Map(files.filter((name) => name.endsWith(".html")).map((name) => [`/${name.slice(0, -".html".length)}`, `${prerenderedDir}/${name}`]));
}

/**
 * Serves the built web app from `dir` when it exists, and a page for any other GET that asks for
 * one (the app's router takes it from there): the page drawn at build time for that address, or
 * index.html. Returns the not-found handler to use.
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
    // Hashed file names under assets/ never change; the pages must be checked every time.
    setHeaders: (res, path) => res.header("cache-control", path.includes(`${join(dir, "assets")}`) ? "public, max-age=31536000, immutable" : "no-cache"),
  });
  const prerendered = await prerenderedPages(dir);
  // index.html in each of the form's other languages the build wrote (scripts/build/formTitle.ts).
  const languagePages = new Map(formLocales.filter((locale) => locale !== defaultLocale && existsSync(join(dir, languagePage(locale)))).map((locale) => [locale, languagePage(locale)]));
  const { hint } = cookieNames(app);
  // A page drawn for a new visitor is what the app draws first only without a query (a token, a
  // service token), without a session (a student's answers) and in the form's default language:
  // anyone else gets index.html, as the app would replace the visitor's page at once
  // (app/prerender/canHydrate.ts, app/mount.tsx).
  const pageFor = (request: FastifyRequest): string => {
    const [path = "", query] = request.url.split("?");
    const language = request.cookies[localeCookieName];
    const index = (language !== undefined && languagePages.get(language)) || "index.html";
    if (query !== undefined || request.cookies[hint] || (language !== undefined && language !== defaultLocale)) return index;
    return prerendered.get(path) ?? index;
  };
  app.log.info(`serving the web app from ${dir}, ${prerendered.size} pages prerendered`);
  return async (request, reply) => {
    const isPage = (request.method === "GET" || request.method === "HEAD") && !apiPrefixes.some((p) => request.url.startsWith(p)) && !request.url.startsWith("/assets/");
    return isPage ? reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").sendFile(pageFor(request)) : notFound(request, reply);
  };
}
