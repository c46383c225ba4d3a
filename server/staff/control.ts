/**
 * Staff commands through the running server, on the embedded database. The server owns the PGlite
 * directory (db/embeddedLock.ts), so `npm run -s cli -- <command>` does not open it: it finds the
 * server in DATA_DIR/control.json and posts the command to `POST /__staff/<command>` on a listener
 * of its own, on 127.0.0.1 at a port the system chose (whatever HOST the students' listener has),
 * with the token of that file. The server runs the very function the CLI would (server/cli/*), on
 * its own database, configuration and clock, so the effect is visible at once, and answers the
 * exit code and the lines printed.
 *
 * Refused: a request whose TCP peer is not a loopback address or that a proxy forwarded
 * (X-Forwarded-For, Forwarded): 404, as if there were nothing; a missing or wrong token: 401,
 * compared in constant time. Both before the body is read. With DATABASE_URL there is no listener:
 * the CLI opens the PostgreSQL database itself.
 */
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from "fastify";
import type { CommandEnv, Printer } from "../cli/command.ts";
import { commandNamed } from "../cli/commands.ts";
import { runRecorded } from "../cli/recorded.ts";
import type { Clock } from "../clock.ts";
import type { Config } from "../config.ts";
import { sameText } from "../crypto.ts";
import { processStartOf } from "../db/embeddedLock.ts";
import type { Database } from "../db/types.ts";
import type { Storage } from "../storage/types.ts";
import { writeControlFile, removeControlFile, removeControlFileNow } from "./controlFile.ts";
import { streamCommand } from "./streamCommand.ts";

/**
 * What the CLI posts: the arguments, the text of each file among them that the command reads (or
 * why it could not read it), and the operating-system user who ran it, for the audit trail: the
 * token shows only that the caller can read DATA_DIR/control.json, so the name is as the CLI says.
 */
export interface StaffRequest {
  args: string[];
  operator: string;
  files?: Record<string, { text: string } | { error: string }>;
}

/** One line the command printed, on stdout or stderr. */
export interface PrintedLine {
  stream: "out" | "err";
  line: string;
}

/** The answer: the command's exit code and what it printed, in order. */
export interface StaffAnswer {
  code: number;
  output: PrintedLine[];
}

/** Room for a lookup directory file (the largest input a command reads, a few MB). */
const bodyLimit = 256 * 1024 * 1024;

const loopback = (address: string | undefined): boolean => address !== undefined && (/^127\./.test(address) || address === "::1" || /^::ffff:127\./.test(address));

/** Made on this machine, and not through a proxy: the socket's peer, never request.ip (TRUST_PROXY takes that from a header). */
export const isLocalUnforwarded = (request: FastifyRequest): boolean =>
  loopback(request.socket.remoteAddress) && request.headers["x-forwarded-for"] === undefined && request.headers.forwarded === undefined;

const requestSchema = {
  type: "object",
  required: ["args", "operator"],
  additionalProperties: false,
  properties: {
    args: { type: "array", items: { type: "string" }, maxItems: 100 },
    operator: { type: "string", minLength: 1, maxLength: 256 },
    files: {
      type: "object",
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        properties: { text: { type: "string" }, error: { type: "string" } },
      },
    },
  },
} as const;

export interface StaffContext {
  config: Config;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The server's storage, for a command that reads documents (export --bundle). */
  storage?: Storage;
}

/** The listener's Fastify instance (not listening), answering to `token`. */
export function staffControlApp(context: StaffContext, token: string): FastifyInstance {
  // Arguments are strings as given: no coercion of a wrong type into a list.
  const control = Fastify({ loggerInstance: context.log, bodyLimit, return503OnClosing: true, ajv: { customOptions: { coerceTypes: false } } });
  control.addHook("onRequest", async (request, reply) => {
    if (!isLocalUnforwarded(request)) return reply.code(404).send({ message: "There is nothing at this address." });
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
    if (given === undefined || !sameText(given, token)) return reply.code(401).send({ message: "The staff command's token is missing or wrong: it is the one in DATA_DIR/control.json of the running server." });
    return undefined;
  });
  control.post<{ Params: { command: string }; Body: StaffRequest }>("/__staff/:command", { schema: { body: requestSchema } }, async (request, reply): Promise<StaffAnswer | undefined> => {
    const name = request.params.command;
    const command = commandNamed(name);
    if (!command) return reply.code(404).send({ message: `There is no staff command ${name}.` });
    const files = request.body.files ?? {};
    const readText = async (path: string): Promise<string> => {
      const file = Object.hasOwn(files, path) ? files[path] : undefined;
      if (file && "text" in file) return file.text;
      throw new Error(file?.error ?? `${path} was not sent with the command`);
    };
    const env = (print: Printer): CommandEnv => ({ config: context.config, db: context.db, now: context.clock.now(), print, readText, ...(context.storage ? { storage: context.storage } : {}) });
    const run = async (print: Printer, extra: Partial<CommandEnv> = {}): Promise<number> => {
      let code: number;
      try {
        code = await runRecorded(command, name, request.body.args, { ...env(print), ...extra }, request.body.operator);
      } catch (err) {
        // What the CLI prints when a command throws on its own.
        request.log.error({ err }, `staff command ${name} failed`);
        print.err(err instanceof Error ? err.message : String(err));
        code = 1;
      }
      request.log.info({ command: name, exitCode: code }, `staff command ${name} run for the CLI`);
      return code;
    };
    // A command that writes data streams it as it goes: an export of every application is never held here whole.
    if (command.output) return streamCommand(reply, run);
    const output: PrintedLine[] = [];
    const print: Printer = { out: (line) => void output.push({ stream: "out", line }), err: (line) => void output.push({ stream: "err", line }) };
    const code = await run(print);
    return { code, output };
  });
  return control;
}

export interface StaffControl {
  port: number;
  /** Stops taking commands (those running finish) and removes the control file. */
  close(): Promise<void>;
}

/** Starts the listener on 127.0.0.1 and writes DATA_DIR/control.json for the CLI. */
export async function startStaffControl(context: StaffContext): Promise<StaffControl> {
  const token = randomBytes(32).toString("base64url");
  const control = staffControlApp(context, token);
  // Fastify's own line would print this listener's address as a link, the first the server prints:
  // one a browser gets a JSON 401 from. It is named for what it is, with no link.
  await control.listen({
    host: "127.0.0.1",
    port: 0,
    listenTextResolver: (address) => `staff commands (npm run -s cli) reach this server through ${address.replace(/^https?:\/\//, "")}, which is no page for a browser`,
  });
  const { port } = control.server.address() as AddressInfo;
  const { dataDir } = context.config;
  const start = processStartOf(process.pid);
  await writeControlFile(dataDir, { pid: process.pid, ...(start === undefined ? {} : { processStart: start }), port, token, startedAt: new Date().toISOString() });
  const onExit = (): void => removeControlFileNow(dataDir, token);
  process.once("exit", onExit);
  return {
    port,
    async close() {
      process.removeListener("exit", onExit);
      await removeControlFile(dataDir, token);
      await control.close();
    },
  };
}
