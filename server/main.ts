/** Starts the server on the configuration in the environment (README, "Running the server"). */
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { EmbeddedDatabaseInUseError } from "./db/embeddedLock.ts";
import { logConverters } from "./documents/startup.ts";
import { listenForStudents } from "./listen.ts";
import { createOwnerOnly } from "./ownerOnly.ts";
import { FormVersionLabelTaken } from "./versions/register.ts";

/**
 * How long a shutdown may take before the process exits anyway: the workers' grace for the job in
 * hand (15 s) and its hand-back (3 s) and the requests in flight fit inside it, and it ends before
 * the 30 s after which most process managers send SIGKILL. Exiting then still kills LibreOffice
 * and removes its folder (documents/convert/workFolders.ts); a job still held is taken again once
 * its lease runs out.
 */
const shutdownLimitMs = 25_000;

createOwnerOnly();
const config = await loadConfig();
// On the embedded database this process owns DATA_DIR's PGlite directory, and takes the staff commands (staff/control.ts).
const app = await buildApp({ config, staffControl: true }).catch((error: unknown) => {
  if (!(error instanceof EmbeddedDatabaseInUseError || error instanceof FormVersionLabelTaken)) throw error;
  console.error(error.message);
  process.exit(1);
});

/**
 * SIGTERM (or SIGINT): /readyz fails and new requests get 503 at once, the workers of this process
 * finish or hand back their jobs, the listener closes after the requests in flight have been
 * answered, then the database and storage close.
 */
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: shutting down`);
    setTimeout(() => {
      app.log.error(`shutdown took over ${shutdownLimitMs / 1000} s: exiting now`);
      process.exit(1);
    }, shutdownLimitMs).unref();
    app.close().then(
      () => {
        app.log.info("shut down");
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}

await listenForStudents(app, config);
await logConverters(app.log, config, app.storage);
