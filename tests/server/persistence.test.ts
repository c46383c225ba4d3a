import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import type { Config } from "../../server/config.ts";
import { databaseKinds, postgresSchema } from "./helpers/databases.ts";
import { type Mailbox, codeIn, startMailbox } from "./helpers/mailbox.ts";
import { Client, publicUrl, testConfig } from "./helpers/server.ts";
import { goodPassword, newUsername } from "./helpers/students.ts";
import { firstPath } from "../support/formPaths.ts";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");

/** Runs the staff command line the way `npm run -s cli --` does, on the app's configuration. */
async function cli(config: Config, ...args: string[]): Promise<string[]> {
  const env = {
    ...process.env,
    DATA_DIR: config.dataDir,
    APP_SECRET: config.secret,
    PUBLIC_URL: config.publicUrl,
    ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : { DATABASE_URL: "" }),
  };
  const { stdout } = await run(process.execPath, [join(root, "server", "cli.ts"), ...args], { cwd: root, env });
  return stdout.trim().split("\n");
}

describe.each(databaseKinds)("what survives a restart (%s)", (kind) => {
  let config: Config;
  let mailbox: Mailbox;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    mailbox = await startMailbox();
    const dataDir = await mkdtemp(join(tmpdir(), "transfer-app-data-"));
    if (kind === "pglite") {
      config = testConfig({ dataDir, smtpUrl: mailbox.url });
      cleanup = () => rm(dataDir, { recursive: true });
    } else {
      const schema = await postgresSchema("persistence");
      config = testConfig({ dataDir, smtpUrl: mailbox.url, databaseUrl: schema.url });
      cleanup = async () => {
        await schema.drop();
        await rm(dataDir, { recursive: true });
      };
    }
  });
  afterAll(async () => {
    await mailbox?.close();
    await cleanup?.();
  });

  it("keeps a student's account and answers, and the staff links work on the saved data", { timeout: 120_000 }, async () => {
    const username = newUsername();
    const answers = { first_name: "Ada", last_name: "Lovelace", optin_sms_ind: true };

    // The app opens the configured database itself (PGlite in DATA_DIR, or DATABASE_URL) and migrates it.
    const first = await buildApp({ config, logger: false });
    const client = new Client(first);
    await client.post("/public/signup", { username, password: goodPassword });
    await client.post("/public/confirm", { username, code: codeIn(await mailbox.next(username)) });
    await client.post("/public/login", { username, password: goodPassword });
    expect((await client.put("/api/answer", answers)).status).toBe(200);
    await first.close();

    const serviceUrl = (await cli(config, "service-link", username)).at(-1)!;
    const file = join(config.dataDir, "answers.json");
    await writeFile(file, JSON.stringify({ first_name: "Grace" }));
    const tmpUrl = (await cli(config, "tmp-answers", file)).at(-1)!;
    expect(serviceUrl).toMatch(new RegExp(`^${publicUrl}${firstPath}\\?service_token=`));
    expect(tmpUrl).toMatch(new RegExp(`^${publicUrl}${firstPath}\\?token=`));

    const second = await buildApp({ config, logger: false });
    try {
      const again = new Client(second);
      expect((await again.post("/public/login", { username, password: goodPassword })).status).toBe(200);
      const profile = (await again.get("/api/profile")).body;
      expect(profile.answer).toEqual(answers);
      expect(profile.successful_login).toHaveLength(2);

      const service = new URL(serviceUrl);
      expect((await again.get(`/service/tmp-pdf${service.search}`)).body.answer).toEqual(answers);
      const tmp = new URL(tmpUrl);
      expect((await again.get(`/public/tmp${tmp.search}`)).body).toEqual({ answer: { first_name: "Grace" } });
    } finally {
      await second.close();
    }
  });

  it("refuses a service link for an unknown username with an exit code and a message", { timeout: 60_000 }, async () => {
    await expect(cli(config, "service-link", "nobody@example.edu")).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("no account") });
  });
});
