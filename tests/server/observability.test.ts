/**
 * What an operator sees: JSON log lines with request ids and nothing a student typed or a secret
 * (passwords, cookies, tokens, answers, what was searched), and the counters of GET /metrics,
 * readable only with the token or from the machine itself.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import type { Config } from "../../server/config.ts";
import type { Database, Sql } from "../../server/db/types.ts";
import { enqueue } from "../../server/documents/jobs.ts";
import { errorMessage } from "../../server/errors.ts";
import { officeWords } from "../../server/words.ts";
import { serializeError } from "../../server/observability/errorSerializer.ts";
import { loggerOptions, maskUrl } from "../../server/observability/logger.ts";
import { successSampleEvery } from "../../server/observability/requestLog.ts";
import { exposition } from "../../server/observability/metrics.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { Client, testConfig } from "./helpers/server.ts";
import { studentWithSession } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";
import { makePng } from "./documents/makeFiles.ts";
import { uploadDocument } from "./documents/uploadFlow.ts";
import { firstPath } from "../support/formPaths.ts";

describe("maskUrl", () => {
  it.each([
    { url: "/api/profile", logged: "/api/profile" },
    { url: "/public/tmp?token=abc.def", logged: "/public/tmp?token=[redacted]" },
    { url: `${firstPath}?service_token=s3cr3t&x=1`, logged: `${firstPath}?service_token=[redacted]&x=[redacted]` },
    { url: "/reset?username=ada%40example.edu&id=r1", logged: "/reset?username=[redacted]&id=[redacted]" },
    { url: "/lookup/find?text=12+Elm+Street&category=address&max_results=5", logged: "/lookup/find?text=[redacted]&category=address&max_results=5" },
    { url: "/storage/object/pdf/a/b/c?expires=1&signature=zz", logged: "/storage/object/pdf/a/b/c?expires=[redacted]&signature=[redacted]" },
  ])("logs $url as $logged", ({ url, logged }) => {
    expect(maskUrl(url)).toBe(logged);
  });
});

describe("a logged error", () => {
  const databaseError = (fields: Record<string, unknown>) => Object.assign(new Error(String(fields.message)), fields);

  it.each([
    { case: "a value PostgreSQL quotes in a data exception's message", error: databaseError({ message: 'invalid input syntax for type uuid: "Zephyrine"', code: "22P02" }), kept: { code: "22P02", message: "invalid input syntax for type uuid: [redacted]" } },
    { case: "where, detail and internalQuery", error: databaseError({ message: "bad", code: "23505", where: "Zephyrine", detail: "Key (x)=(Zephyrine)", internalQuery: "Zephyrine", table: "accounts", constraint: "accounts_username_key" }), kept: { code: "23505", table: "accounts", constraint: "accounts_username_key", where: "[redacted]", detail: "[redacted]" } },
    { case: "PGlite's params", error: databaseError({ message: "bad", code: "22P05", params: ["Zephyrine"], routine: "json_errsave_error" }), kept: { params: "[redacted]", routine: "json_errsave_error" } },
    { case: "a cause's message and an aggregated error's fields", error: new AggregateError([databaseError({ message: "bad", detail: "Zephyrine" })], "outer", { cause: databaseError({ message: 'invalid input value for enum e: "Zephyrine"', code: "22P02" }) }), kept: { message: "outer: invalid input value for enum e: [redacted]", aggregateErrors: [{ detail: "[redacted]" }] } },
  ])("finding 6: leaves out $case", ({ error, kept }) => {
    const logged = serializeError(error);
    expect(logged).toMatchObject(kept);
    expect(JSON.stringify(logged)).not.toContain("Zephyrine");
  });
});

describe("the metrics text format", () => {
  it("escapes label values and writes HELP and TYPE lines", () => {
    const text = exposition([{ name: "x_total", help: "Things.\nCounted.", type: "counter", samples: [{ labels: { route: 'a"b\\c\nd' }, value: 2 }, { value: Infinity }] }]);
    expect(text).toBe('# HELP x_total Things.\\nCounted.\n# TYPE x_total counter\nx_total{route="a\\"b\\\\c\\nd"} 2\nx_total +Inf\n');
  });
});

/** An app whose log lines the test reads, parsed. */
async function loggedApp(db: Parameters<typeof buildApp>[0]["db"], config: Config): Promise<{ app: Awaited<ReturnType<typeof buildApp>>; lines: Record<string, unknown>[]; text: () => string }> {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      raw.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp({ config, db, logger: { ...loggerOptions("info"), stream }, seedLookupSamples: false });
  return {
    app,
    get lines() {
      return raw.join("").trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    },
    text: () => raw.join(""),
  };
}

describe.each(databaseKinds)("observability (%s)", { timeout: 60_000 }, (kind) => {
  const s = useServer(kind, "observability");
  let dataDir = "";
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "observability-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  describe("logs", () => {
    it("carry the request id, and no password, cookie, token, answer or search text", async () => {
      // At the debug level every request is logged, not one success in ten.
      const logged = await loggedApp(s.db, testConfig({ smtpUrl: s.mailbox.url, logLevel: "debug" }));
      try {
        const { client, username } = await studentWithSession(logged.app);
        const sid = [...client.jar.values()][0]!;
        await new Client(logged.app).post("/public/login", { username, password: "Secret-Password-987" });
        const saved = await client.put("/api/answer", { first_name: "Zephyrine", city: "Quillborough" });
        expect(saved.status).toBe(200);
        await client.get("/public/tmp?token=tok-abcdef123");
        await client.get("/service/tmp-pdf?service_token=svc-xyz987");
        await client.get("/lookup/find?text=Zephyr%20Avenue&category=address&max_results=5");
        await client.get("/reset?username=ada%40example.edu&id=reset-id-123");
        logged.app.log.info(
          { password: "pw-direct", headers: { authorization: "Bearer direct-token", cookie: `sid=${sid}` }, answers: { first_name: "Direct" }, err: { message: "x", detail: "Key (username)=(ada@example.edu) already exists." } },
          "a careless log call",
        );

        const text = logged.text();
        for (const secret of ["Secret-Password-987", sid, "Zephyrine", "Quillborough", "tok-abcdef123", "svc-xyz987", "Zephyr", "reset-id-123", "ada%40example.edu", "ada@example.edu", "pw-direct", "direct-token", "Direct"]) {
          expect(text).not.toContain(secret);
        }
        const lines = logged.lines;
        const completed = lines.filter((l) => l.msg === "request completed").map((l) => (l.req as { url: string }).url);
        expect(completed).toEqual(
          expect.arrayContaining(["/public/tmp?token=[redacted]", "/service/tmp-pdf?service_token=[redacted]", "/lookup/find?text=[redacted]&category=address&max_results=5"]),
        );
        // The save's one line, at its answer, under the id the client was sent.
        const saveLines = lines.filter((l) => l.reqId === saved.headers["x-request-id"]);
        expect(saveLines.map((l) => l.msg)).toEqual(["request completed"]);
        expect(saveLines[0]).toMatchObject({ req: { method: "PUT", url: "/api/answer" }, res: { statusCode: 200 } });
        expect(lines.find((l) => l.msg === "a careless log call")).toMatchObject({
          password: "[redacted]",
          headers: { authorization: "[redacted]", cookie: "[redacted]" },
          answers: "[redacted]",
          err: { detail: "[redacted]" },
        });
      } finally {
        await logged.app.close();
      }
    });

    it("finding 6: a database error is logged without the answers its where and detail fields quote", async () => {
      // A database that refuses what the save sends, as it refused a NUL: PostgreSQL's error then
      // quotes the start of the answers' JSON in `where` ("JSON data, line 1: {...").
      const refusing = (sql: Sql): Sql => ({
        query: (text, params) => sql.query(text, params?.map((p) => (typeof p === "string" ? p.replace("Zephyrine", "Zephyrine\\u0000") : p))),
      });
      const db: Database = { ...s.db, query: (text, params) => refusing(s.db).query(text, params), transaction: (fn) => s.db.transaction((tx) => fn(refusing(tx))) };
      const logged = await loggedApp(db, testConfig({ smtpUrl: s.mailbox.url }));
      try {
        const { client } = await studentWithSession(logged.app);
        const saved = await client.put("/api/answer", { first_name: "Zephyrine", city: "Quillborough" });
        expect(saved).toMatchObject({ status: 500, body: { code: "unexpected" } });
        const saveLines = logged.lines.filter((l) => l.reqId === saved.headers["x-request-id"]);
        // Logged at the default level too, where successes are sampled: a failure never is.
        expect(saveLines.map((l) => l.msg)).toEqual(["unexpected failure", "request completed"]);
        const line = saveLines[0];
        // What tells an operator what failed stays: the SQLSTATE, PostgreSQL's message and routine.
        expect(line).toMatchObject({ err: { code: "22P05", message: "unsupported Unicode escape sequence", routine: expect.any(String) } });
        const text = logged.text();
        expect(text).not.toContain("Zephyrine");
        expect(text).not.toContain("Quillborough");
      } finally {
        await logged.app.close();
      }
    });

    it.each([
      { trustProxy: true, kept: true },
      { trustProxy: false, kept: false },
    ])("keeps a proxy's X-Request-Id only behind a trusted proxy ($trustProxy)", async ({ trustProxy, kept }) => {
      const logged = await loggedApp(s.db, testConfig({ smtpUrl: s.mailbox.url, trustProxy, logLevel: "debug" }));
      try {
        const res = await new Client(logged.app).get("/healthz", { "x-request-id": "edge-0123456789abcdef" });
        expect(res.headers["x-request-id"] === "edge-0123456789abcdef").toBe(kept);
        expect(logged.lines.filter((l) => l.msg === "request completed").map((l) => l.reqId)).toEqual([res.headers["x-request-id"]]);
      } finally {
        await logged.app.close();
      }
    });

    it("at the info level, log every request answered 400 or above and one in ten of the others", async () => {
      const logged = await loggedApp(s.db, testConfig({ smtpUrl: s.mailbox.url, logLevel: "info" }));
      try {
        const client = new Client(logged.app);
        const answered: { status: number; id: unknown }[] = [];
        for (let i = 0; i < 2 * successSampleEvery; i++) {
          const res = await client.get(i % 7 === 3 ? "/api/profile" : "/healthz");
          answered.push({ status: res.status, id: res.headers["x-request-id"] });
        }
        const logged200 = answered.filter((a) => a.status === 200).map((a) => a.id);
        const refused = answered.filter((a) => a.status === 401).map((a) => a.id);
        expect(refused).toHaveLength(3);
        const completed = logged.lines.filter((l) => l.msg === "request completed");
        expect(completed.filter((l) => (l.res as { statusCode: number }).statusCode === 401).map((l) => l.reqId)).toEqual(refused);
        const sampled = completed.filter((l) => (l.res as { statusCode: number }).statusCode === 200).map((l) => l.reqId);
        expect(sampled).toEqual([logged200[0], logged200[successSampleEvery]]);
        expect(logged.lines.filter((l) => l.msg === "incoming request")).toEqual([]);
      } finally {
        await logged.app.close();
      }
    });
  });

  describe("GET /metrics", () => {
    const metricsOf = async (client: Client, headers: Record<string, string> = {}): Promise<string> => {
      const res = await client.get("/metrics", headers);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
      return String(res.body.text);
    };

    it("counts requests by route and status class, and reports the queue and the database", async () => {
      const { client } = await studentWithSession(s.t.app);
      for (const first_name of ["A", "B"]) expect((await client.put("/api/answer", { first_name })).status).toBe(200);
      await client.put("/api/answer", { first_name: "x".repeat(200) });
      await client.get("/api/nothing-here");
      // Queued five seconds before the app's (test) clock, which stands still.
      const id = await enqueue(s.db, "convert-document", { conversionId: "none" }, new Date(s.t.clock.now().getTime() - 5000));
      try {
        const text = await metricsOf(new Client(s.t.app));
        expect(text).toContain('app_http_requests_total{method="PUT",route="/api/answer",status_class="2xx"} 2');
        expect(text).toContain('app_http_requests_total{method="PUT",route="/api/answer",status_class="4xx"} 1');
        expect(text).toContain('app_http_requests_total{method="GET",route="unmatched",status_class="4xx"} 1');
        expect(text).toContain('app_jobs{kind="convert-document",state="queued"} 1');
        expect(text).toContain('app_jobs_oldest_waiting_seconds{kind="convert-document"} 5');
        expect(text).toContain("app_database_up 1");
        expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
      } finally {
        await s.db.query("DELETE FROM jobs WHERE id = $1", [id]);
      }
    });

    it("counts the conversions the process's workers end, by outcome", async () => {
      const app = await buildApp({ config: testConfig({ smtpUrl: s.mailbox.url, dataDir, documentWorkers: 1 }), db: s.db, logger: false, seedLookupSamples: false });
      try {
        const { client } = await studentWithSession(app);
        const key = "college_transcript_upload";
        expect(await uploadDocument(app, client, key, { name: "scan.png", bytes: makePng(30, 20) })).toMatchObject({ record: { status: "COMPLETED" } });
        expect(await uploadDocument(app, client, key, { name: "scan.png", bytes: makePng(300, 200).subarray(0, 600) })).toMatchObject({ record: { status: "FAILED" } });
        const text = await metricsOf(new Client(app));
        expect(text).toContain('app_document_conversions_total{outcome="completed"} 1');
        expect(text).toContain('app_document_conversions_total{outcome="failed"} 1');
      } finally {
        await app.close();
      }
    });

    it("without METRICS_TOKEN, answers only requests from this machine that no proxy forwarded", async () => {
      await metricsOf(new Client(s.t.app));
      expect((await new Client(s.t.app, { remoteAddress: "10.1.2.3" }).get("/metrics")).status).toBe(404);
      expect((await new Client(s.t.app).get("/metrics", { "x-forwarded-for": "203.0.113.9" })).status).toBe(404);
    });

    it("with METRICS_TOKEN, answers whoever sends it as a bearer token, and 401 to anyone else", async () => {
      const token = "metrics-token-0123456789";
      const app = await buildApp({ config: testConfig({ smtpUrl: s.mailbox.url, metricsToken: token }), db: s.db, logger: false, seedLookupSamples: false });
      try {
        const remote = new Client(app, { remoteAddress: "10.1.2.3" });
        const refusal = { status: 401, body: { message: errorMessage("metricsUnauthorized", {}, officeWords), code: "metricsUnauthorized" } };
        expect(await remote.get("/metrics")).toMatchObject(refusal);
        expect(await new Client(app).get("/metrics", { authorization: "Bearer wrong-token-0123456789" })).toMatchObject(refusal);
        expect(await metricsOf(remote, { authorization: `Bearer ${token}` })).toContain("app_database_up 1");
      } finally {
        await app.close();
      }
    });
  });
});
