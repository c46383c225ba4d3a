/** The storage and worker settings read from the environment, and what the server says about them at start. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config.ts";
import { converterAvailable, createSofficeRunner } from "../../../server/documents/convert/index.ts";
import { logConverters } from "../../../server/documents/startup.ts";
import { EmbeddedStorage } from "../../../server/storage/embedded.ts";
import { TestClock } from "../helpers/server.ts";

describe("the storage settings", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "storage-config-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps objects in DATA_DIR and runs one document worker by default", async () => {
    const config = await loadConfig({}, dir);
    expect(config.s3).toBeUndefined();
    expect(config.documentWorkers).toBe(1);
  });

  it.each([
    {
      env: { S3_BUCKET: "apply-documents" },
      s3: { bucket: "apply-documents", region: "us-east-1", forcePathStyle: false },
    },
    {
      env: {
        S3_ENDPOINT: "https://minio.example.edu:9000",
        S3_BUCKET: "uploads",
        S3_REGION: "eu-west-1",
        S3_ACCESS_KEY_ID: "AKIA",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
      },
      s3: {
        endpoint: "https://minio.example.edu:9000",
        bucket: "uploads",
        region: "eu-west-1",
        credentials: { accessKeyId: "AKIA", secretAccessKey: "secret" },
        forcePathStyle: true,
      },
    },
  ])("reads S3 from $env", async ({ env, s3 }) => {
    expect((await loadConfig(env, dir)).s3).toEqual(s3);
  });

  it.each([
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, "S3_BUCKET must be set"],
    [{ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "AKIA" }, "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together"],
    [{ S3_BUCKET: "b", S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT must be an http or https address"],
    [{ DOCUMENT_WORKERS: "many" }, "DOCUMENT_WORKERS must be a whole number from 0 to 16"],
    [{ DOCUMENT_WORKERS: "-1" }, "DOCUMENT_WORKERS must be a whole number from 0 to 16"],
  ])("refuses %o with a message naming the setting", async (env, message) => {
    await expect(loadConfig(env, dir)).rejects.toThrow(message);
  });

  it("takes DOCUMENT_WORKERS=0 for app processes that convert nothing", async () => {
    expect((await loadConfig({ DOCUMENT_WORKERS: "0" }, dir)).documentWorkers).toBe(0);
  });
});

describe("what the server says about documents at start", () => {
  const logged = (): { lines: { level: number; msg: string }[]; log: ReturnType<typeof Fastify>["log"] } => {
    const lines: { level: number; msg: string }[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) };
    return { lines, log: Fastify({ logger: { level: "info", stream } }).log };
  };
  const storage = new EmbeddedStorage("/nonexistent", ["s".repeat(40)], new TestClock());

  it("warns plainly when LibreOffice cannot be run", async () => {
    const { lines, log } = logged();
    await logConverters(log, { documentWorkers: 1 }, storage, () => converterAvailable(createSofficeRunner({ binary: "/nonexistent/soffice" })));
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: expect.stringMatching(/^LibreOffice \(soffice\) could not be run, so every Word \(\.docx\) upload will fail with a message to the student\./),
      }),
    );
  });

  it("says when the process converts nothing", async () => {
    const { lines, log } = logged();
    await logConverters(log, { documentWorkers: 0 }, storage, () => Promise.reject(new Error("not asked")));
    expect(lines.map((l) => l.msg)).toContain(
      "DOCUMENT_WORKERS=0: this process converts no documents; run `npm run worker` on a machine that shares the database and storage",
    );
  });
});
