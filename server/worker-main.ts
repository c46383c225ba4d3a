/**
 * `npm run worker`: document workers alone, without the web server, on the same configuration
 * (DATABASE_URL and S3_* shared with the app machines; DOCUMENT_WORKERS of them, at least one).
 * SIGINT or SIGTERM: take no more jobs, finish or hand back the one in hand, then exit.
 */
import Fastify from "fastify";
import { systemClock } from "./clock.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/open.ts";
import { logConverters } from "./documents/startup.ts";
import { startDocumentWorkers } from "./documents/workers.ts";
import { openStorage } from "./storage/open.ts";

const loaded = await loadConfig();
const config = { ...loaded, documentWorkers: Math.max(1, loaded.documentWorkers ?? 1) };
// The server's JSON log lines, from a Fastify instance that never listens.
const { log } = Fastify({ logger: { level: config.logLevel } });
if (!config.databaseUrl) {
  // PGlite's files belong to one process at a time: the server's, when it runs.
  log.error("npm run worker needs DATABASE_URL: a PostgreSQL server shared with the app processes (the embedded database serves one process only)");
  process.exit(1);
}
if (!config.s3) log.warn("no S3_BUCKET: the workers read and write objects in DATA_DIR/objects, so they must run on the app's machine, with its DATA_DIR");
const db = await openDatabase(config);
const storage = await openStorage(config, systemClock);
const workers = startDocumentWorkers({ count: config.documentWorkers, db, storage, clock: systemClock, log, timeZone: config.timeZone });

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log.info(`${signal}: stopping the workers`);
    workers
      .stop()
      .then(() => Promise.all([db.close(), storage.close()]))
      .then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err }, "shutdown failed");
          process.exit(1);
        },
      );
  });
}

log.info(`document workers started (${db.kind === "postgres" ? "PostgreSQL" : `PGlite in ${config.dataDir}`})`);
await logConverters(log, config, storage);
