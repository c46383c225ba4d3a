/**
 * buildApp: the whole server as one Fastify instance, without listening (main.ts listens; tests
 * call inject() or listen on port 0). Shared clients are decorators; each feature is an
 * encapsulated plugin.
 */
import { join } from "node:path";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { accountsPlugin } from "./accounts/plugin.ts";
import { applicationPlugin } from "./application/plugin.ts";
import { applicationPdfPlugin } from "./applicationPdf/plugin.ts";
import { type Clock, dateIn, systemClock } from "./clock.ts";
import type { Config } from "./config.ts";
import { openDatabase } from "./db/open.ts";
import type { Database } from "./db/types.ts";
import "./decorators.ts";
import type { ConvertOptions } from "./documents/convert/index.ts";
import { documentsPlugin } from "./documents/plugin.ts";
import { maxDocumentBytes } from "./documents/questions.ts";
import { embeddedUploadForms } from "./documents/uploadQuota.ts";
import { startDocumentWorkers, workersCloseTimeoutMs } from "./documents/workers.ts";
import { registerErrorHandler } from "./http/errors.ts";
import { frameworkErrorOptions } from "./http/frameworkErrors.ts";
import { healthRoutes, registerDraining } from "./http/health.ts";
import { registerJsonParser } from "./http/json.ts";
import { perAddress, registerRateLimit } from "./http/rateLimit.ts";
import { registerSecurity } from "./http/security.ts";
import { registerTextCheck } from "./http/textCheck.ts";
import { registerWebApp } from "./http/static.ts";
import { lookupPlugin } from "./lookup/plugin.ts";
import { type Mailer, outboxMailer, smtpMailer } from "./mail/mailer.ts";
import { createAppMetrics } from "./observability/appMetrics.ts";
import { loggerOptions, requestIdGenerator } from "./observability/logger.ts";
import { RequestLog } from "./observability/requestLog.ts";
import { countRequests, metricsRoutes } from "./observability/metricsRoutes.ts";
import { exportRoutes } from "./export/routes.ts";
import { officePlugin, staffApiPrefix } from "./office/plugin.ts";
import { openStorage } from "./storage/open.ts";
import { type StaffControl, startStaffControl } from "./staff/control.ts";
import { storagePlugin } from "./storage/plugin.ts";
import type { Storage } from "./storage/types.ts";
import { tokenRoutes } from "./tokens/plugin.ts";
import { currentSnapshot } from "./versions/current.ts";
import { nameRunningVersion } from "./versions/olderPage.ts";
import { registerFormVersion } from "./versions/register.ts";
import { changesSince } from "./versions/startChanges.ts";

export interface AppOptions {
  config: Config;
  /** A database the caller owns (tests share one across apps); else the configured one, closed with the app. */
  db?: Database;
  /** Else SMTP when config.smtpUrl is set, else the outbox in DATA_DIR. */
  mailer?: Mailer;
  /** Object storage the caller owns; else the configured one (S3, or files in DATA_DIR), closed with the app. */
  storage?: Storage;
  clock?: Clock;
  /** Fastify's logger option; JSON logs at config.logLevel by default. */
  logger?: FastifyServerOptions["logger"];
  /** Load the shipped sample schools and ZIPs into empty lookup categories at start (default true). */
  seedLookupSamples?: boolean;
  /** The document workers' converters (default: the process's shared sandbox and LibreOffice runner). */
  convert?: ConvertOptions;
  /**
   * Take staff commands from the CLI on a loopback listener (staff/control.ts) while the app owns
   * the embedded database it opened itself; `npm start` does. Without PGlite there is none.
   */
  staffControl?: boolean;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    logController: new RequestLog(config.logLevel),
    genReqId: requestIdGenerator(config.trustProxy),
    trustProxy: config.trustProxy,
    // While closing, requests are answered by registerDraining, with the catalogue's message.
    return503OnClosing: false,
    // The router's and the HTTP parser's refusals answer in the catalogue's words too.
    ...frameworkErrorOptions,
    bodyLimit: 1024 * 1024,
    // The workers stop in a preClose hook, which Fastify times by this (10 s by default): it must
    // cover their grace for the job in hand, or the close fails while a Word document converts.
    pluginTimeout: workersCloseTimeoutMs,
    // Query strings need "5" read as 5; but a string where a list belongs is a mistake to refuse,
    // not to wrap in a list (Fastify's default, coerceTypes "array").
    ajv: { customOptions: { coerceTypes: true } },
  });

  // The mailer first: making the outbox's folder may fail, and then no database is left open.
  const mailer = options.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : await outboxMailer(join(config.dataDir, "outbox"), config.mailFrom, app.log));
  if (!options.mailer) app.addHook("onClose", async () => mailer.close());
  const db = options.db ?? (await openDatabase(config, { role: "server" }));
  if (!options.db) app.addHook("onClose", () => db.close());
  const clock = options.clock ?? systemClock;
  app.decorate("config", config);
  app.decorate("db", db);
  app.decorate("mailer", mailer);
  app.decorate("clock", clock);
  app.decorateRequest("student", null);
  const metrics = createAppMetrics(db, clock);
  // The workers of this process (DOCUMENT_WORKERS), started once everything is registered.
  let wakeWorkers = (): void => undefined;

  try {
    // Before any route: every application created or submitted records this version.
    const version = await registerFormVersion(db, currentSnapshot, clock.now());
    app.log.info({ formVersion: version.label, formVersionId: version.id }, version.stored ? `form version "${version.label}" stored: the first start on it` : `form version "${version.label}"`);
    if (version.previous) {
      for (const line of await changesSince(db, version.previous, Number(dateIn(config.timeZone, clock.now()).slice(0, 4)))) app.log.warn({ formVersion: version.label }, `form change: ${line}`);
    }
    registerErrorHandler(app, (code) => metrics.serverErrors.inc({ code }));
    const draining = registerDraining(app);
    countRequests(app, metrics);
    registerJsonParser(app);
    registerTextCheck(app);
    nameRunningVersion(app);
    const storage = options.storage ?? (await openStorage(config, clock));
    if (!options.storage) app.addHook("onClose", () => storage.close());
    app.decorate("storage", storage);
    await app.register(cookie);
    await registerSecurity(app);
    await registerRateLimit(app);

    await app.register(healthRoutes, { draining });
    await app.register(metricsRoutes, { metrics, token: config.metricsToken });
    await app.register(accountsPlugin, { prefix: "/public" });
    await app.register(applicationPlugin, { prefix: "/api", onQueued: () => wakeWorkers() });
    await app.register(tokenRoutes);
    await app.register(storagePlugin, { maxUploadBytes: maxDocumentBytes, forms: embeddedUploadForms(db) });
    await app.register(documentsPlugin, { prefix: "/api", onQueued: () => wakeWorkers() });
    await app.register(applicationPdfPlugin, { prefix: "/api", onQueued: () => wakeWorkers() });
    await app.register(exportRoutes, { token: config.exportToken });
    await app.register(officePlugin, { prefix: staffApiPrefix, onQueued: () => wakeWorkers() });
    await app.register(lookupPlugin, { db, seedSamples: options.seedLookupSamples ?? true, rateLimit: perAddress("lookup", config.limits.lookupPerAddress) });
    app.setNotFoundHandler(await registerWebApp(app, config.staticDir));
  } catch (error) {
    // The onClose hooks release what was opened above.
    await app.close();
    throw error;
  }
  const workers = startDocumentWorkers({
    count: config.documentWorkers ?? 0,
    db,
    storage: app.storage,
    clock,
    log: app.log,
    mailer,
    config,
    ...(options.convert ? { convert: options.convert } : {}),
    metrics,
  });
  wakeWorkers = workers.wake;
  // Before the database closes (onClose): the job in hand is finished or handed back first.
  app.addHook("preClose", () => workers.stop());
  if (options.staffControl && !options.db && db.kind === "pglite") {
    let control: StaffControl | undefined;
    app.addHook("onReady", async () => {
      control = await startStaffControl({ config, db, clock, log: app.log, storage: app.storage });
    });
    // Before the database closes: the commands running finish, no new one is taken.
    app.addHook("preClose", async () => control?.close());
  }
  if (!options.mailer) app.log.info(config.smtpUrl ? "mail goes out through SMTP" : `no SMTP_URL: mails are written to ${join(config.dataDir, "outbox")}`);
  return app;
}
