import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.ts";

/** How long readiness waits for the database: a pool busy with a surge may be slow, not gone. */
const databaseCheckMs = 5_000;

const probes = new Set(["/healthz", "/readyz"]);

/**
 * Shutdown, from the first moment of app.close(): readiness fails, so a load balancer stops
 * sending requests, and any new request (on a kept-alive connection) is answered 503
 * shuttingDown with `Connection: close`, while the requests already in flight finish. Returns
 * whether the app is draining.
 */
export function registerDraining(app: FastifyInstance): () => boolean {
  let draining = false;
  app.addHook("preClose", async () => {
    draining = true;
  });
  app.addHook("onRequest", async (request) => {
    if (draining && !probes.has(request.url)) throw new AppError("shuttingDown");
  });
  return () => draining;
}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * GET /healthz, liveness: the process is up and serving (it never asks the database, so an
 * outage does not get every app process restarted). GET /readyz, readiness: the database
 * answers and the process is not shutting down; 503 with the reason otherwise, and ready again
 * by itself once the database is back.
 */
export async function healthRoutes(app: FastifyInstance, { draining }: { draining: () => boolean }): Promise<void> {
  app.get("/healthz", async () => ({ status: "ok" }));

  app.get("/readyz", async (request) => {
    if (draining()) throw new AppError("notReady", { reason: "it is shutting down" });
    try {
      await withinTime(app.db.query("SELECT 1"), databaseCheckMs);
    } catch (err) {
      request.log.warn({ err }, "readiness: the database does not answer");
      throw new AppError("notReady", { reason: "its database does not answer" });
    }
    return { status: "ok" };
  });
}
