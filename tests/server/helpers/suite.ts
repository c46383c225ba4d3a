/** The hooks every server test file uses: one database and one SMTP listener per file, a fresh app per test. */
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { Config } from "../../../server/config.ts";
import type { Database } from "../../../server/db/types.ts";
import { type DatabaseKind, openTestDatabase } from "./databases.ts";
import { type Mailbox, startMailbox } from "./mailbox.ts";
import { type TestApp, TestClock, startApp, testConfig } from "./server.ts";

export interface Suite {
  db: Database;
  mailbox: Mailbox;
  /** The app of the running test. */
  t: TestApp;
}

export function useServer(kind: DatabaseKind, label: string, options: { config?: Partial<Config>; clockStart?: number } = {}): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    // PGlite starts in a few seconds alone, much longer on a busy machine.
    suite.db = await openTestDatabase(kind, label);
    suite.mailbox = await startMailbox();
  }, 120_000);
  afterAll(async () => {
    await suite.db?.close();
    await suite.mailbox?.close();
  });
  beforeEach(async () => {
    suite.t = await startApp(suite.db, testConfig({ smtpUrl: suite.mailbox.url, ...options.config }), new TestClock(options.clockStart));
  });
  afterEach(async () => {
    await suite.t?.app.close();
  });
  return suite;
}
