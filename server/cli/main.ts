/**
 * The staff command line (server/cli.ts). With DATABASE_URL a command opens the PostgreSQL
 * database itself. On the embedded database (PGlite in DATA_DIR), which one process opens at a
 * time (db/embeddedLock.ts):
 * - while the server runs, the command goes through it (staff/control.ts), so it works on the
 *   server's own database and its effect is visible at once;
 * - while the server starts (it holds the directory, and has not written DATA_DIR/control.json
 *   yet), the command waits for it, up to a minute;
 * - with no server, the command opens the directory itself, holding the lock while it runs.
 */
import { loadConfig } from "../config.ts";
import { EmbeddedDatabaseInUseError, staffCommandPatienceMs } from "../db/embeddedLock.ts";
import { openDatabase } from "../db/open.ts";
import { readInputFiles, runningServer, runThroughServer } from "../staff/remote.ts";
import { type Command, consolePrinter } from "./command.ts";
import { commandNamed, commands } from "./commands.ts";
import { operatorName, runRecorded } from "./recorded.ts";
import { type LocalOutput, localOutput } from "./output.ts";

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const usage = (): string => `usage: npm run -s cli -- <command>\n\n${Object.values(commands).map((c) => `  ${c.usage}\n      ${c.summary}`).join("\n")}`;

/** Runs the command of `argv` (its name, then its arguments); the exit code. */
export async function runCli(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = commandNamed(name);
  if (!name || !command) {
    console.error(usage());
    return 2;
  }
  const config = await loadConfig();
  // A command's data and files are written here, by the staff member's process, wherever the command runs.
  const output = command.output ? localOutput(command.output(args) ?? {}) : undefined;
  try {
    return await runSomewhere(command, name, args, config, output);
  } finally {
    await output?.close();
  }
}

/** In the server when one holds the embedded database, else here. */
async function runSomewhere(command: Command, name: string, args: string[], config: Awaited<ReturnType<typeof loadConfig>>, output: LocalOutput | undefined): Promise<number> {
  if (config.databaseUrl) return runHere(command, args, config, name, output);

  const deadline = Date.now() + staffCommandPatienceMs;
  let toldStarting = false;
  for (;;) {
    const server = await runningServer(config.dataDir);
    if (server) {
      const answer = await runThroughServer(server, name, { args, operator: operatorName(), files: await readInputFiles(command.inputFiles?.(args) ?? []) }, output && { output, print: consolePrinter });
      if (answer !== "unreachable") {
        for (const { stream, line } of answer.output) (stream === "out" ? console.log : console.error)(line);
        return answer.code;
      }
    }
    try {
      return await runHere(command, args, config, name, output);
    } catch (error) {
      // The server holds the directory but takes no command yet (starting) or any more (stopping).
      if (!(error instanceof EmbeddedDatabaseInUseError) || error.holder.role !== "server" || Date.now() > deadline) throw error;
      if (!toldStarting) console.error(`The server (pid ${error.holder.pid}) holds the embedded database and does not take commands yet; waiting for it.`);
      toldStarting = true;
      await pause(250);
    }
  }
}

/** The command in this process, on the database it opens itself. */
async function runHere(command: Command, args: string[], config: Awaited<ReturnType<typeof loadConfig>>, name: string, output: LocalOutput | undefined): Promise<number> {
  const db = await openDatabase(config, { role: "staff command", command: name });
  try {
    return await runRecorded(command, name, args, { config, db, now: new Date(), ...(output ? { output } : {}) }, operatorName());
  } finally {
    await db.close();
  }
}
