/**
 * The request counters (an onResponse hook on every route) and GET /metrics, which answers the
 * registry in Prometheus's text format to whoever may read it:
 * - with METRICS_TOKEN set, a request carrying `Authorization: Bearer <that token>`, from anywhere
 *   (others get 401);
 * - without it, only a request made on this machine (the TCP peer is a loopback address) that no
 *   proxy forwarded (no X-Forwarded-For or Forwarded header), so a reverse proxy on the same
 *   machine does not publish it; others get the usual 404.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sameText } from "../crypto.ts";
import { AppError } from "../errors.ts";
import { notFound } from "../http/errors.ts";
import type { AppMetrics } from "./appMetrics.ts";

const loopback = (address: string | undefined): boolean => address !== undefined && (/^127\./.test(address) || address === "::1" || /^::ffff:127\./.test(address));

function access(request: FastifyRequest, token: string | undefined): "allowed" | "unauthorized" | "hidden" {
  if (token) {
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
    return given !== undefined && sameText(given, token) ? "allowed" : "unauthorized";
  }
  const forwarded = request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined;
  // The socket's peer, never request.ip: with TRUST_PROXY that comes from a header anyone can send.
  return loopback(request.socket.remoteAddress) && !forwarded ? "allowed" : "hidden";
}

/** Counts every answer by method, route pattern and status class. Added on the root instance, so it sees every route. */
export function countRequests(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook("onResponse", async (request, reply) => {
    metrics.requests.inc({ method: request.method, route: request.routeOptions.url ?? "unmatched", status_class: `${Math.floor(reply.statusCode / 100)}xx` });
  });
}

export async function metricsRoutes(app: FastifyInstance, { metrics, token }: { metrics: AppMetrics; token: string | undefined }): Promise<void> {
  app.get("/metrics", async (request, reply) => {
    const verdict = access(request, token);
    if (verdict === "unauthorized") throw new AppError("metricsUnauthorized");
    if (verdict === "hidden") return notFound(request, reply);
    return reply.type("text/plain; version=0.0.4; charset=utf-8").header("cache-control", "no-store").send(await metrics.registry.render());
  });
}
