import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dateIn } from "../../server/clock.ts";
import { loadConfig } from "../../server/config.ts";

describe("loadConfig", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "config-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("has the documented defaults", async () => {
    const config = await loadConfig({}, dir);
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      dataDir: join(dir, ".data"),
      publicUrl: "http://localhost:3000",
      publicUrlSet: false,
      timeZone: "America/Detroit",
      trustProxy: false,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    // No token: /metrics answers this machine only. No worker port: `npm run worker` listens on none.
    expect(config.metricsToken).toBeUndefined();
    expect(config.workerPort).toBeUndefined();
  });

  it("generates a secret into DATA_DIR, private to its owner, and keeps it across starts", async () => {
    const first = await loadConfig({}, dir);
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    const file = join(dir, ".data", "secret");
    expect((await readFile(file, "utf8")).trim()).toBe(first.secret);
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect((await loadConfig({}, dir)).secret).toBe(first.secret);
  });

  it("takes every setting from the environment", async () => {
    const config = await loadConfig(
      {
        PORT: "8080",
        HOST: "0.0.0.0",
        DATA_DIR: "/srv/apply",
        DATABASE_URL: "postgresql://app@db/apply",
        SMTP_URL: "smtp://mail.example.edu:587",
        PUBLIC_URL: "https://apply.example.edu/",
        APP_SECRET: "s".repeat(40),
        APP_TIME_ZONE: "America/Chicago",
        TRUST_PROXY: "true",
        JOB_LEASE_MS: "30000",
        METRICS_TOKEN: "m".repeat(24),
        WORKER_PORT: "9100",
        APP_SECRET_PREVIOUS: `${"p".repeat(40)}, ${"s".repeat(40)}`,
      },
      dir,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      dataDir: "/srv/apply",
      databaseUrl: "postgresql://app@db/apply",
      smtpUrl: "smtp://mail.example.edu:587",
      publicUrl: "https://apply.example.edu",
      publicUrlSet: true,
      secret: "s".repeat(40),
      // The current secret listed again is dropped: it is accepted as the current one.
      previousSecrets: ["p".repeat(40)],
      timeZone: "America/Chicago",
      trustProxy: true,
      jobLeaseMs: 30_000,
      metricsToken: "m".repeat(24),
      workerPort: 9100,
    });
  });

  it.each([
    [{ PORT: "eighty" }, "PORT must be a port number"],
    [{ PUBLIC_URL: "apply.example.edu" }, "PUBLIC_URL must be an http or https address"],
    [{ APP_SECRET: "short" }, "APP_SECRET must be at least 32 characters"],
    [{ APP_SECRET_PREVIOUS: `${"p".repeat(40)},short` }, "Each secret in APP_SECRET_PREVIOUS must be at least 32 characters"],
    [{ APP_TIME_ZONE: "Mars/Olympus" }, "is not a time zone name"],
    [{ JOB_LEASE_MS: "500" }, "JOB_LEASE_MS must be a whole number of milliseconds"],
    [{ METRICS_TOKEN: "guessable" }, "METRICS_TOKEN must be at least 16 characters"],
    [{ WORKER_PORT: "ninety" }, "WORKER_PORT must be a port number"],
  ])("refuses %o with a message naming the setting", async (env, message) => {
    await expect(loadConfig(env, dir)).rejects.toThrow(message);
  });
});

describe("dateIn", () => {
  it("gives the date in the university's time zone, not the server's", () => {
    // 03:30 UTC on 1 March is still 28 February in Detroit.
    expect(dateIn("America/Detroit", new Date("2027-03-01T03:30:00Z"))).toBe("2027-02-28");
    expect(dateIn("UTC", new Date("2027-03-01T03:30:00Z"))).toBe("2027-03-01");
  });
});
