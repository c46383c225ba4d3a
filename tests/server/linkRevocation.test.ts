/**
 * Staff links are bearer links, so they are bounded (finding 9 of the hardening probe): `--hours`
 * has a ceiling per kind, tokens carry their issue time, and `revoke-links <username>` refuses
 * every service link, and every tmp-answers link made --for the account, issued until then.
 * The commands run as `npm run -s cli` runs them, on the test's database and clock.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Command } from "../../server/cli/command.ts";
import { revokeLinksCommand } from "../../server/cli/revokeLinks.ts";
import { serviceLinkCommand } from "../../server/cli/serviceLink.ts";
import { tmpAnswersCommand } from "../../server/cli/tmpAnswers.ts";
import { keyedHash } from "../../server/crypto.ts";
import { serviceLink } from "../../server/tokens/links.ts";
import { databaseKinds } from "./helpers/databases.ts";
import { Client, hours } from "./helpers/server.ts";
import { studentWithSession } from "./helpers/students.ts";
import { useServer } from "./helpers/suite.ts";

const tokenOf = (url: string): string => {
  const params = new URL(url).searchParams;
  return params.get("service_token") ?? params.get("token")!;
};
const payloadOf = (url: string): Record<string, unknown> => JSON.parse(Buffer.from(tokenOf(url).split(".")[0]!, "base64url").toString("utf8")) as Record<string, unknown>;

describe.each(databaseKinds)("bounded and revocable staff links (%s)", (kind) => {
  const s = useServer(kind, "link_revocation");
  let dir = "";
  let answersFile = "";
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "links-"));
    answersFile = join(dir, "answers.json");
    await writeFile(answersFile, JSON.stringify({ first_name: "Ada" }));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // What the commands print, read by the tests instead of reaching the terminal.
  let out: string[] = [];
  let err: string[] = [];
  beforeEach(() => {
    vi.spyOn(console, "log").mockImplementation((line: unknown) => void out.push(String(line)));
    vi.spyOn(console, "error").mockImplementation((line: unknown) => void err.push(String(line)));
    return () => vi.restoreAllMocks();
  });

  /** Runs a staff command; its exit code, and the URL it printed last (if any). */
  const run = async (command: Command, args: string[]) => {
    out = [];
    err = [];
    const code = await command.run(args, { config: s.t.config, db: s.db, now: s.t.clock.now() });
    return { code, url: out.at(-1) ?? "" };
  };
  const open = (url: string) => new Client(s.t.app).get(url.includes("service_token") ? `/service/tmp-pdf?service_token=${tokenOf(url)}` : `/public/tmp?token=${tokenOf(url)}`);
  const tmpRows = async () => (await s.db.query("SELECT 1 FROM tmp_answers")).rows.length;

  it("finding 9: service-link refuses --hours over 168 with a clear error and a non-zero exit, and prints no link", async () => {
    const { username } = await studentWithSession(s.t.app);
    for (const hoursArg of ["100000", "169", "0", "-1", "soon", ""]) {
      expect(await run(serviceLinkCommand, [username, "--hours", hoursArg])).toEqual({ code: 2, url: "" });
      expect(err).toEqual(["--hours must be more than 0 and at most 168 (7 days) for a service link"]);
    }
    await expect(serviceLink(s.db, s.t.config, username, s.t.clock.now(), 169)).rejects.toThrow(RangeError);
    const longest = await run(serviceLinkCommand, [username, "--hours", "168"]);
    expect(longest.code).toBe(0);
    expect(payloadOf(longest.url).exp).toBe(Math.floor((s.t.clock.now().getTime() + hours(168)) / 1000));
  });

  it("finding 9: tmp-answers refuses --hours over 90 days with a clear error and a non-zero exit, and stores nothing", async () => {
    const before = await tmpRows();
    expect(await run(tmpAnswersCommand, [answersFile, "--hours", "2161"])).toEqual({ code: 2, url: "" });
    expect(err).toEqual(["--hours must be more than 0 and at most 2160 (90 days) for a temporary-answers link"]);
    expect(await tmpRows()).toBe(before);
    expect((await run(tmpAnswersCommand, [answersFile, "--hours", "2160"])).code).toBe(0);
  });

  it("finding 9: links carry the time they were issued", async () => {
    const { username } = await studentWithSession(s.t.app);
    const { url } = await run(serviceLinkCommand, [username]);
    expect(payloadOf(url)).toMatchObject({ kind: "service", iat_ms: s.t.clock.now().getTime() });
    expect(payloadOf((await run(tmpAnswersCommand, [answersFile])).url)).toMatchObject({ kind: "tmp", iat_ms: s.t.clock.now().getTime() });
  });

  it("finding 9: revoke-links refuses the account's service links and the tmp-answers links made for it, issued until then; later links work", async () => {
    const { client, username } = await studentWithSession(s.t.app);
    await client.put("/api/answer", { first_name: "Ada" });
    const other = await studentWithSession(s.t.app);
    const service = (await run(serviceLinkCommand, [username])).url;
    const tmpForIt = (await run(tmpAnswersCommand, [answersFile, "--for", username])).url;
    const tmpForNobody = (await run(tmpAnswersCommand, [answersFile])).url;
    const otherService = (await run(serviceLinkCommand, [other.username])).url;
    for (const url of [service, tmpForIt, tmpForNobody, otherService]) expect((await open(url)).status).toBe(200);

    expect(await run(revokeLinksCommand, [username.toUpperCase()])).toMatchObject({ code: 0 });
    expect(out.at(-1)).toContain(`issued until ${s.t.clock.now().toISOString()} is now refused`);
    for (const url of [service, tmpForIt]) expect(await open(url)).toMatchObject({ status: 403, body: { code: "tokenInvalid" } });
    for (const url of [tmpForNobody, otherService]) expect((await open(url)).status).toBe(200);

    s.t.clock.advance(1);
    for (const url of [(await run(serviceLinkCommand, [username])).url, (await run(tmpAnswersCommand, [answersFile, "--for", username])).url]) {
      expect((await open(url)).status).toBe(200);
    }
  });

  it("finding 9: a link made before links carried their issue time works until its account's links are revoked", async () => {
    const { username } = await studentWithSession(s.t.app);
    const { url } = await run(serviceLinkCommand, [username]);
    const old = payloadOf(url);
    delete old.iat_ms;
    const body = Buffer.from(JSON.stringify(old)).toString("base64url");
    const legacy = `${body}.${keyedHash(s.t.config.secret, "signed-token", body)}`;
    const openLegacy = () => new Client(s.t.app).get(`/service/tmp-pdf?service_token=${legacy}`);
    expect((await openLegacy()).status).toBe(200);
    await run(revokeLinksCommand, [username]);
    expect((await openLegacy()).status).toBe(403);
  });

  it("finding 9: revoke-links and tmp-answers --for name an account that exists, or exit 1 and change nothing", async () => {
    const before = await tmpRows();
    expect(await run(revokeLinksCommand, ["nobody@example.edu"])).toEqual({ code: 1, url: "" });
    expect(err).toEqual(["There is no account with the username nobody@example.edu."]);
    expect(await run(tmpAnswersCommand, [answersFile, "--for", "nobody@example.edu"])).toEqual({ code: 1, url: "" });
    expect(await tmpRows()).toBe(before);
    expect((await run(revokeLinksCommand, [])).code).toBe(2);
  });
});
