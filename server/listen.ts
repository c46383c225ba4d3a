import type { FastifyInstance } from "fastify";
import type { Config } from "./config.ts";

/**
 * Starts the students' listener and says where to open the app. Fastify's own line ("Server
 * listening at ...") named only the bound address, after the staff command listener's (which
 * starts first, on the app's ready hook): a newcomer opened that first address and got a JSON 401.
 * So the first address printed is the app's public one, and the staff listener describes itself
 * without a link (staff/control.ts).
 */
export async function listenForStudents(app: FastifyInstance, config: Config): Promise<void> {
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `open ${config.publicUrl} in a browser: the application (listening on ${address})`,
  });
  app.log.info(`${config.publicUrl} is ready (${app.db.kind === "postgres" ? "PostgreSQL" : `PGlite in ${config.dataDir}`})`);
}
