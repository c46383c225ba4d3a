/**
 * Every error the server answers is the catalogue's JSON {message, code}, whoever refuses the
 * request: a route, Fastify's body parser, its router or Node's HTTP parser (finding 10 of the
 * hardening probe). Each request is written by hand over a socket, as an attacker's probe sends it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { type ErrorCode, errorCatalogue, errorMessage } from "../../server/errors.ts";
import { officeWords } from "../../server/words.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { rawExchange } from "./helpers/rawHttp.ts";
import { publicUrl } from "./helpers/server.ts";
import { useServer } from "./helpers/suite.ts";

const close = "Host: app.test\r\nConnection: close\r\n";
const post = (path: string, type: string, body: string, length = Buffer.byteLength(body)): string =>
  `POST ${path} HTTP/1.1\r\n${close}Origin: ${publicUrl}\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n${body}`;

const cases: { case: string; request: string; code: ErrorCode }[] = [
  { case: "a path that does not percent-decode", request: `GET /api/%E0%A4%A HTTP/1.1\r\n${close}\r\n`, code: "badUrl" },
  { case: "a path parameter longer than the router takes", request: `GET /api/pdf/document-answer/${"a".repeat(200)} HTTP/1.1\r\n${close}\r\n`, code: "addressTooLong" },
  { case: "a Content-Length shorter than the body", request: post("/public/login", "application/json", '{"username":"a@b.edu","password":"x"}', 5).replace(close, "Host: app.test\r\n"), code: "malformedRequest" },
  { case: "a Content-Length that is not a number", request: post("/public/login", "application/json", "{}").replace("Content-Length: 2", "Content-Length: two"), code: "malformedRequest" },
  { case: "both Content-Length and Transfer-Encoding", request: `POST /public/login HTTP/1.1\r\nHost: app.test\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n`, code: "malformedRequest" },
  { case: "a method HTTP does not have", request: `FETCH /api/profile HTTP/1.1\r\n${close}\r\n`, code: "malformedRequest" },
  { case: "a request line that is not HTTP", request: "HELLO THERE\r\n\r\n", code: "malformedRequest" },
  { case: "headers over 16 KB", request: `GET /healthz HTTP/1.1\r\n${close}X-Padding: ${"a".repeat(20_000)}\r\n\r\n`, code: "headersTooLarge" },
  { case: "a body over 1 MB", request: post("/public/login", "application/json", JSON.stringify({ username: "x".repeat(1_100_000) })), code: "bodyTooLarge" },
  { case: "form data where JSON belongs", request: post("/public/login", "application/x-www-form-urlencoded", "username=a&password=b"), code: "unsupportedMediaType" },
  { case: "JSON that does not parse", request: post("/public/login", "application/json", '{"username":'), code: "invalidJson" },
  { case: "an address nothing answers", request: `GET /api/nothing-here HTTP/1.1\r\n${close}\r\n`, code: "notFound" },
  { case: "a method the address does not take", request: `DELETE /api/profile HTTP/1.1\r\n${close}Origin: ${publicUrl}\r\n\r\n`, code: "notFound" },
];

describe.each(databaseKinds)("error answers (%s)", (kind) => {
  const s = useServer(kind, "error_bodies");
  let port = 0;
  beforeEach(async () => {
    await s.t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (s.t.app.server.address() as { port: number }).port;
  });

  it.each(cases)("finding 10: $case answers the catalogue's $code as JSON {message, code}", async ({ request, code }) => {
    const answers = await rawExchange(port, request);
    // A request the parser gives up on may follow the answer to what it read before (the short Content-Length): the refusal is the last answer.
    const answer = answers.at(-1);
    expect(answer, "an answer").toBeDefined();
    for (const each of answers) {
      expect(each.headers["content-type"]).toMatch(/^application\/json/);
      expect(Object.keys(JSON.parse(each.body) as object).sort()).toEqual(["code", "message"]);
    }
    expect(answer!.status).toBe(errorCatalogue[code].status);
    expect(JSON.parse(answer!.body)).toEqual({ message: errorMessage(code, {}, officeWords), code });
  });
});
