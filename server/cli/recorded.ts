/**
 * A staff command run and recorded in the staff audit trail (office/audit.ts), wherever it runs: in
 * the CLI's own process or, for it, in the server (staff/control.ts). The office's console records
 * what staff see through it; a command reads and changes as much (an export of every application,
 * a service link that opens one, a staff account added or reset), so each run is recorded too:
 * who ran it (the operating-system user of the CLI process: no staff account signs in to run one,
 * access to the machine is the door), the command with its arguments, and its exit code. The
 * arguments carry no secret: a password comes from a file (`--password-file`), never the command
 * line. A command that throws is recorded with exit code 1, then the error goes on.
 */
import { userInfo } from "node:os";
import { recordAudit } from "../office/audit.ts";
import type { Command, CommandEnv } from "./command.ts";

/** Where a command's run is recorded from: the machine itself, not a browser's address. */
export const commandAddress = "local";

/** The operating-system user running this process, as the audit names who ran a command. */
export function operatorName(): string {
  try {
    return userInfo().username;
  } catch {
    // A user id with no name in the system's user database (a container's arbitrary uid).
    return `uid ${process.getuid?.() ?? "unknown"}`;
  }
}

export async function runRecorded(command: Command, name: string, args: string[], env: CommandEnv, operator: string): Promise<number> {
  let code = 1;
  try {
    code = await command.run(args, env);
    return code;
  } finally {
    await recordAudit(env.db, {
      at: env.now,
      staffId: null,
      username: operator,
      action: "command",
      reference: null,
      detail: { command: name, args: args.join(" "), exitCode: code },
      ip: commandAddress,
    });
  }
}
