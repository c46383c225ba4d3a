/**
 * `staff add|list|disable|enable|reset`: the admissions office's staff accounts (server/office/).
 * A password is drawn (office/staffCredentials.ts) and printed once, or read from the first line of
 * `--password-file FILE` (read by the CLI, so `--password-file /dev/stdin` takes it from a pipe even
 * when the command runs in the server); either way it meets the students' password rules.
 */
import { interpolate } from "../../engine/index.ts";
import { hashPassword } from "../accounts/passwords.ts";
import { canonicalUsername } from "../accounts/usernames.ts";
import { resetLimit } from "../http/rateLimit.ts";
import { staffCommandMessages as m } from "../office/commandMessages.ts";
import { staffAccountKey } from "../office/login.ts";
import { isStaffRole } from "../office/roles.ts";
import { disableStaff, enableStaff, insertStaff, listStaff, setStaffPassword } from "../office/staffAccounts.ts";
import { credentialProblems, generatedPassword } from "../office/staffCredentials.ts";
import { endStaffSessions } from "../office/staffSessions.ts";
import { type Command, type CommandEnv, consolePrinter, diskText, option, type Printer } from "./command.ts";

const usage = "staff add <username> <reviewer|manager> [--password-file FILE] | staff list | staff disable <username> | staff enable <username> | staff reset <username> [--password-file FILE]";

/** The password: the file's first line, else a drawn one (`drawn` says to print it). An `error` is printed as it is. */
async function passwordOf(file: string | undefined, env: CommandEnv): Promise<{ password: string; drawn: boolean } | { error: string }> {
  if (file === undefined) return { password: generatedPassword({ timeZone: env.config.timeZone, now: env.now }), drawn: true };
  const readText = env.readText ?? diskText;
  try {
    // Only the line end goes: a space at either end is the password's, and the rules refuse it.
    return { password: (await readText(file)).split(/\r?\n/)[0] ?? "", drawn: false };
  } catch (error) {
    return { error: interpolate(m.unreadablePasswordFile, { file, reason: error instanceof Error ? error.message : String(error) }) };
  }
}

/** Prints the rules' messages, or nothing; whether there were any. */
function refused(problems: string[], print: Printer): boolean {
  for (const problem of problems) print.err(problem);
  return problems.length > 0;
}

async function add(args: string[], env: CommandEnv, print: Printer): Promise<number> {
  const { value: file, rest } = option(args, "--password-file");
  const [given, role] = rest;
  if (given === undefined || role === undefined || rest.length > 2 || file === "") return usageError(print);
  if (!isStaffRole(role)) {
    print.err(interpolate(m.badRole, { role }));
    return 2;
  }
  const chosen = await passwordOf(file, env);
  if ("error" in chosen) return failed(chosen.error, print);
  const username = canonicalUsername(given);
  if (refused(credentialProblems(username, chosen.password, { timeZone: env.config.timeZone, now: env.now }), print)) return 2;
  if (!(await insertStaff(env.db, username, await hashPassword(chosen.password), role, env.now))) return failed(interpolate(m.taken, { username }), print);
  print.out(interpolate(m.created, { username, role }));
  if (chosen.drawn) printPassword(chosen.password, print);
  return 0;
}

async function reset(args: string[], env: CommandEnv, print: Printer): Promise<number> {
  const { value: file, rest } = option(args, "--password-file");
  const [given] = rest;
  if (given === undefined || rest.length > 1 || file === "") return usageError(print);
  const username = canonicalUsername(given);
  const chosen = await passwordOf(file, env);
  if ("error" in chosen) return failed(chosen.error, print);
  if (refused(credentialProblems(username, chosen.password, { timeZone: env.config.timeZone, now: env.now }), print)) return 2;
  const passwordHash = await hashPassword(chosen.password);
  // One transaction: no session of the old password outlives its change, and a lock strangers put on
  // the account goes with it, so a reset is also how a manager lets a locked-out officer back in.
  const found = await env.db.transaction(async (tx) => {
    const id = await setStaffPassword(tx, username, passwordHash, env.now);
    if (id) await endStaffSessions(tx, id);
    return id;
  });
  if (!found) return failed(interpolate(m.noAccount, { username }), print);
  await resetLimit(env.db, staffAccountKey(username));
  print.out(interpolate(m.passwordSet, { username }));
  if (chosen.drawn) printPassword(chosen.password, print);
  return 0;
}

async function disable(args: string[], env: CommandEnv, print: Printer): Promise<number> {
  const [given] = args;
  if (given === undefined || args.length > 1) return usageError(print);
  const username = canonicalUsername(given);
  const found = await env.db.transaction(async (tx) => {
    const id = await disableStaff(tx, username, env.now);
    if (id) await endStaffSessions(tx, id);
    return id;
  });
  if (!found) return failed(interpolate(m.noAccount, { username }), print);
  print.out(interpolate(m.disabled, { username }));
  return 0;
}

async function enable(args: string[], env: CommandEnv, print: Printer): Promise<number> {
  const [given] = args;
  if (given === undefined || args.length > 1) return usageError(print);
  const username = canonicalUsername(given);
  if (!(await enableStaff(env.db, username, env.now))) return failed(interpolate(m.noAccount, { username }), print);
  print.out(interpolate(m.enabled, { username }));
  return 0;
}

async function list(args: string[], env: CommandEnv, print: Printer): Promise<number> {
  if (args.length > 0) return usageError(print);
  const rows = await listStaff(env.db);
  if (rows.length === 0) {
    print.err(m.noStaff);
    return 0;
  }
  print.out(m.listHeading);
  for (const row of rows) {
    const state = row.disabled_at ? interpolate(m.disabledSince, { at: new Date(row.disabled_at).toISOString() }) : m.active;
    const lastSignIn = row.last_sign_in ? new Date(row.last_sign_in).toISOString() : m.never;
    print.out(interpolate(m.listRow, { username: row.username, role: row.role, state, created: new Date(row.created_at).toISOString(), lastSignIn }));
  }
  return 0;
}

function printPassword(password: string, print: Printer): void {
  print.out(m.generatedFollows);
  print.out(password);
}

function usageError(print: Printer): number {
  print.err(interpolate(m.usage, { usage }));
  return 2;
}

function failed(message: string, print: Printer): number {
  print.err(message);
  return 1;
}

const subcommands: Readonly<Record<string, (args: string[], env: CommandEnv, print: Printer) => Promise<number>>> = { add, list, disable, enable, reset };

export const staffCommand: Command = {
  usage,
  summary: "the admissions office's staff accounts: add one with a role (its password drawn and printed once, or read from --password-file), list them, disable one (ending its sessions) or enable it again, reset a password (ending its sessions and its lock)",
  inputFiles: (args) => {
    const { value } = option(args, "--password-file");
    return value ? [value] : [];
  },
  async run(args, env) {
    const print = env.print ?? consolePrinter;
    const [name, ...rest] = args;
    const subcommand = name !== undefined && Object.hasOwn(subcommands, name) ? subcommands[name] : undefined;
    return subcommand ? subcommand(rest, env, print) : usageError(print);
  },
};
