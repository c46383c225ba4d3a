/** Starts the server on the configuration in the environment (README, "Running the server"). */
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { logConverters } from "./documents/startup.ts";

const config = await loadConfig();
const app = await buildApp({ config });

// Stop taking requests, let those in flight finish, then close the database.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: shutting down`);
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`${config.publicUrl} is ready (${app.db.kind === "postgres" ? "PostgreSQL" : `PGlite in ${config.dataDir}`})`);
await logConverters(app.log, config, app.storage);
