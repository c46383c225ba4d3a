/** The store a suite's apps keep documents in: the embedded one, or S3 as a real S3 API on 127.0.0.1. */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";
import type { Config } from "../../../server/config.ts";

/**
 * The apps' configuration for a suite on one storage driver, in a temporary directory removed
 * after the suite. For "s3", an s3rver with `bucket` listens before the suite's first app starts
 * (each test starts its own), and `config.s3.endpoint` is its address from then on.
 */
export function useStorage(driver: "embedded" | "s3", label: string, bucket: string): Partial<Config> {
  const dir = mkdtempSync(join(tmpdir(), `${label}-`));
  const config: Partial<Config> = { dataDir: join(dir, "data"), documentWorkers: 1 };
  const s3server = driver === "s3" ? new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: join(dir, "s3"), configureBuckets: [{ name: bucket }] }) : undefined;
  beforeAll(async () => {
    if (!s3server) return;
    const { port } = await s3server.run();
    config.s3 = { endpoint: `http://127.0.0.1:${port}`, bucket, region: "us-east-1", credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" }, forcePathStyle: true };
  });
  afterAll(async () => {
    if (s3server) {
      s3server.httpServer?.closeAllConnections();
      await s3server.close();
    }
    await rm(dir, { recursive: true, force: true });
  });
  return config;
}
