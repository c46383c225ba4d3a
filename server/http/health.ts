import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.ts";

/** GET /healthz: answers once the server is ready (migrations done) and while the database answers. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/healthz", async (request) => {
    try {
      await app.db.query("SELECT 1");
    } catch (err) {
      request.log.warn({ err }, "health check: the database does not answer");
      throw new AppError("notReady");
    }
    return { status: "ok" };
  });
}
