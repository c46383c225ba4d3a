/**
 * `npm run worker`: document workers alone (conversions, application PDFs and the submission mails), without the web server, on the same configuration
 * (DATABASE_URL and S3_* shared with the app machines; DOCUMENT_WORKERS of them, at least one).
 * With WORKER_PORT it also answers GET /healthz, /readyz and /metrics there (the same rules as the
 * app's). SIGINT or SIGTERM: take no more jobs, finish or hand back the one in hand, then exit.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import Fastify from "fastify";
import { systemClock } from "./clock.ts";
import { loadConfig } from "./config.ts";
import { shownDir } from "./db/embeddedLock.ts";
import { openDatabase } from "./db/open.ts";
import "./decorators.ts";
import { logConverters } from "./documents/startup.ts";
import { startDocumentWorkers, workersCloseTimeoutMs } from "./documents/workers.ts";
import { notFound, registerErrorHandler } from "./http/errors.ts";
import { frameworkErrorOptions } from "./http/frameworkErrors.ts";
import { healthRoutes, registerDraining } from "./http/health.ts";
import { outboxMailer, smtpMailer } from "./mail/mailer.ts";
import { createAppMetrics } from "./observability/appMetrics.ts";
import { loggerOptions, requestIdGenerator } from "./observability/logger.ts";
import { RequestLog } from "./observability/requestLog.ts";
import { countRequests, metricsRoutes } from "./observability/metricsRoutes.ts";
import { createOwnerOnly } from "./ownerOnly.ts";
import { openStorage } from "./storage/open.ts";

/**
 * The workers' grace for the job in hand is 15 s, then 3 s to hand it back (workersCloseTimeoutMs
 * allows 22 s); past this the process exits anyway, and its LibreOffice is killed on the way out.
 */
const shutdownLimitMs = 25_000;

createOwnerOnly();
const loaded = await loadConfig();
const config = { ...loaded, documentWorkers: Math.max(1, loaded.documentWorkers ?? 1) };
// The server's JSON log lines; the instance listens only with WORKER_PORT.
// The workers stop in a preClose hook, which Fastify times by pluginTimeout (10 s by default): it
// covers their grace for the job in hand, or the close fails while a Word document converts.
const app = Fastify({
  logger: loggerOptions(config.logLevel),
  logController: new RequestLog(config.logLevel),
  genReqId: requestIdGenerator(config.trustProxy),
  return503OnClosing: false,
  pluginTimeout: workersCloseTimeoutMs,
  ...frameworkErrorOptions,
});
const { log } = app;
if (!config.databaseUrl) {
  // PGlite's directory belongs to one process at a time (db/embeddedLock.ts): the server's, whose own workers convert.
  log.error(
    `npm run worker needs DATABASE_URL: a PostgreSQL server shared with the app processes. The embedded database in ${shownDir(config.dataDir)} is opened by one process at a time, the server, whose own workers (DOCUMENT_WORKERS, 1 by default) convert documents on it.`,
  );
  process.exit(1);
}
// Application PDFs print the built web app's service view, from this machine's own files.
if (!existsSync(join(config.staticDir, "index.html"))) log.warn(`no web app build in ${config.staticDir}: application PDFs will fail until \`npm run build\` has made one`);
if (!config.s3) log.warn("no S3_BUCKET: the workers read and write objects in DATA_DIR/objects, so they must run on the app's machine, with its DATA_DIR");
const db = await openDatabase(config, { role: "worker" });
const storage = await openStorage(config, systemClock);
const metrics = createAppMetrics(db, systemClock);
// The submission mails go the way the app's codes go: SMTP_URL, else the outbox in DATA_DIR.
const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : await outboxMailer(join(config.dataDir, "outbox"), config.mailFrom, log);
const workers = startDocumentWorkers({ count: config.documentWorkers, db, storage, clock: systemClock, log, mailer, config, metrics });

app.decorate("db", db);
registerErrorHandler(app, (code) => metrics.serverErrors.inc({ code }));
const draining = registerDraining(app);
countRequests(app, metrics);
await app.register(healthRoutes, { draining });
await app.register(metricsRoutes, { metrics, token: config.metricsToken });
app.setNotFoundHandler(notFound);
// The job in hand is finished or handed back before the database closes.
app.addHook("preClose", () => workers.stop());
app.addHook("onClose", async () => {
  mailer.close();
  await Promise.all([db.close(), storage.close()]);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log.info(`${signal}: stopping the workers`);
    setTimeout(() => {
      log.error(`shutdown took over ${shutdownLimitMs / 1000} s: exiting now`);
      process.exit(1);
    }, shutdownLimitMs).unref();
    app.close().then(
      () => {
        log.info("shut down");
        process.exit(0);
      },
      (err: unknown) => {
        log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}

if (config.workerPort !== undefined) await app.listen({ port: config.workerPort, host: config.host });
else await app.ready();
log.info(`document workers started (${db.kind === "postgres" ? "PostgreSQL" : `PGlite in ${config.dataDir}`})${config.workerPort !== undefined ? `, probes and metrics on port ${config.workerPort}` : ""}`);
await logConverters(log, config, storage);
