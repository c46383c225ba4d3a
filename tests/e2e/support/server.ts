/**
 * The real server for browser tests: the built app and every call on one origin, listening on
 * 127.0.0.1, with a PGlite database and a real SMTP listener catching the mails.
 */
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../../../server/app.ts";
import type { Config } from "../../../server/config.ts";
import type { Database } from "../../../server/db/types.ts";
import { openTestDatabase } from "../../server/helpers/databases.ts";
import { type Mailbox, startMailbox } from "../../server/helpers/mailbox.ts";
import { testConfig } from "../../server/helpers/server.ts";
import { freePort } from "../../server/helpers/ports.ts";

export interface E2eServer {
  /** The origin the browser opens, also the server's PUBLIC_URL (links in mails, the Origin check). */
  url: string;
  app: FastifyInstance;
  db: Database;
  mailbox: Mailbox;
  close(): Promise<void>;
}

/** `settings` adds to the test configuration (document workers and a data folder for tests that convert or print). */
export async function startServer(label: string, settings: Partial<Config> = {}): Promise<E2eServer> {
  const db = await openTestDatabase("pglite", label);
  const mailbox = await startMailbox();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = testConfig({ port, publicUrl: url, smtpUrl: mailbox.url, staticDir: inject("appDir"), ...settings });
  const app = await buildApp({ config, db, logger: false, seedLookupSamples: false });
  await app.listen({ port, host: "127.0.0.1" });
  return {
    url,
    app,
    db,
    mailbox,
    async close() {
      await app.close();
      await mailbox.close();
      await db.close();
    },
  };
}
