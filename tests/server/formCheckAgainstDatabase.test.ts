/**
 * Issue 39: schema:check run with the server's environment compares the form folder with the
 * version the database stored last (or the one `--against` names by its label) and names each
 * change that orphans or reinterprets stored answers with the applications it touches; the staff
 * command `form versions` lists the versions with their applications. The stored version is the
 * running form's own content edited (tests/support/versionEdits.ts), with applications answering
 * what the folder no longer asks.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../server/db/migrate.ts";
import { openPglite } from "../../server/db/pglite.ts";
import type { Database } from "../../server/db/types.ts";
import { form } from "../../server/form.ts";
import { currentSnapshot, currentVersionLabel } from "../../server/versions/current.ts";
import { registerFormVersion } from "../../server/versions/register.ts";
import { completeApplication as complete } from "../support/completeApplication.ts";
import { requiredAnswered, textIn, withExtraOption, withExtraQuestion } from "../support/versionEdits.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "./helpers/databases.ts";

const run = promisify(execFile);

const retiredKey = "question_of_an_older_version";
const retiredOption = { value: "option-of-an-older-version", label: "An option no longer offered" };
const choice = requiredAnswered(form, complete, "select").find((key) => withExtraOption(structuredClone(currentSnapshot), form, key, "x", "x"))!;
const olderLabel = `${currentVersionLabel}-older`;
/** The retired option's label as the office's language words it, which schema:check writes. */
const written = textIn(currentSnapshot, retiredOption.label);
const officeLabel = typeof written === "string" ? written : written[currentSnapshot.partner.locales![0]!]!;
const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The environment of a command run from a shell beside the server: no Vitest variables, the database named. */
function serverEnvironment(database: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST") && name !== "DATABASE_URL" && name !== "DATA_DIR"));
  return { ...env, ...database };
}

async function command(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(process.execPath, args, { env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

/** The older version stored last, with three applications: two answered the retired question and chose the retired option, one of them submitted. */
async function storeOlderVersion(db: Database): Promise<void> {
  const older = structuredClone(currentSnapshot);
  older.partner.formVersion = olderLabel;
  withExtraQuestion(older, retiredKey);
  withExtraOption(older, form, choice, retiredOption.value, retiredOption.label);
  const { id } = await registerFormVersion(db, older, new Date());
  const answered = { [retiredKey]: "an answer", [choice]: retiredOption.value };
  for (const [i, answers] of [answered, answered, {}].entries()) {
    const account = `00000000-0000-4000-8000-00000000000${i}`;
    await db.query("INSERT INTO accounts (id, username, password_hash, created_at) VALUES ($1, $2, 'x', now())", [account, `older-${i}@example.edu`]);
    await db.query(
      "INSERT INTO applications (account_id, answers, updated_at, submitted_at, reference, started_version, form_version, submitted_version) VALUES ($1, $2, now(), $3, $4, $5, $5, $6)",
      [account, JSON.stringify(answers), i === 0 ? new Date() : null, i === 0 ? "2222-2222" : null, id, i === 0 ? id : null],
    );
  }
}

describe.each(databaseKinds)("schema:check against the database (%s)", (kind: DatabaseKind) => {
  let env: NodeJS.ProcessEnv;
  let close: () => Promise<void>;
  beforeAll(async () => {
    if (kind === "postgres") {
      const db = await openTestDatabase(kind, "form_check");
      await storeOlderVersion(db);
      env = serverEnvironment({ DATABASE_URL: db.url! });
      close = () => db.close();
    } else {
      // The embedded database as the server keeps it, in DATA_DIR/pglite, closed before the commands open it.
      const dataDir = await mkdtemp(join(tmpdir(), "transfer-app-form-check-"));
      await mkdir(join(dataDir, "pglite"));
      const db = await openPglite(join(dataDir, "pglite"));
      await migrate(db);
      await storeOlderVersion(db);
      await db.close();
      env = serverEnvironment({ DATA_DIR: dataDir });
      close = () => rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
  afterAll(() => close?.());

  it("names the removed question and the retired option with the applications they touch, and exits 1", async () => {
    for (const args of [[], ["--against", olderLabel]]) {
      const { code, stdout, stderr } = await command(["scripts/schema-check.ts", ...args], env);
      expect(code).toBe(1);
      expect(stderr).toMatch(new RegExp(`^version ${olderLabel}/pages/.*\\.json:\\d+:\\d+ \\S+: ${retiredKey}: the question is no longer asked: .*; answered by 2 applications, 1 submitted\\.$`, "m"));
      expect(stderr).toMatch(new RegExp(`^schema/pages/.*\\.json:\\d+:\\d+ \\S+: ${choice}: option "${retiredOption.value}" \\(${escaped(officeLabel)}\\) is no longer offered: .*; chosen by 2 applications, 1 submitted\\.$`, "m"));
      expect(stdout).toContain(`change(s) since version ${olderLabel} orphan or reinterpret stored answers`);
    }
  }, 120_000);

  it("lists the versions with their applications", async () => {
    const { code, stdout } = await command(["server/cli.ts", "form", "versions"], env);
    expect(code).toBe(0);
    expect(stdout).toMatch(new RegExp(`^${olderLabel}\\t\\S+\\t3\\t2\\t1\\t[0-9a-f]{64}$`, "m"));
  }, 120_000);
});
