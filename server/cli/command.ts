import { readFile } from "node:fs/promises";
import type { Config } from "../config.ts";
import type { Database } from "../db/types.ts";
import type { Storage } from "../storage/types.ts";
import { hoursProblem } from "../tokens/links.ts";
import type { TokenKind } from "../tokens/signed.ts";

/** Where a command's lines go: the terminal when it runs in the CLI process, the CLI's terminal through the server otherwise. */
export interface Printer {
  out(line: string): void;
  err(line: string): void;
}

export const consolePrinter: Printer = { out: (line) => console.log(line), err: (line) => console.error(line) };

/**
 * Where a command that writes files puts them (`Command.output`): written by the CLI process, on
 * the staff member's disk with their rights, owner-only, even when the command runs in the server.
 * Each promise resolves once the data is taken, which is the command's backpressure: the server
 * never holds more of an export than the CLI has not read yet.
 */
export interface Output {
  /** The next piece of the data (standard output, or the `file` of `Command.output`). */
  write(chunk: string): Promise<void>;
  /** A file by its path relative to the output folder (`dir` of `Command.output`): folders separated by "/", no "..". */
  file(path: string, bytes: Uint8Array): Promise<void>;
}

/** Where a command's output goes, from its arguments: `file` (else standard output) and the folder for `Output.file`. */
export interface OutputPlaces {
  file?: string;
  dir?: string;
}

/**
 * What a command runs with. The same function runs in the CLI process (on its own database) or in
 * the server (staff/control.ts: the server's database, configuration and clock, and the files the
 * CLI read and sent); `print` and `readText` default to the terminal and the disk.
 */
export interface CommandEnv {
  config: Config;
  db: Database;
  now: Date;
  print?: Printer;
  /** Reads one of the files `inputFiles` names. */
  readText?: (path: string) => Promise<string>;
  /** For a command with `output`: where its data and files go. */
  output?: Output;
  /** The server's storage, when the command runs there; a command run by the CLI opens it. */
  storage?: Storage;
}

export const diskText = (path: string): Promise<string> => readFile(path, "utf8");

/** One staff command: `npm run -s cli -- <name> <args>`. */
export interface Command {
  usage: string;
  summary: string;
  /** The files among the arguments that the command reads: read by the CLI, so a command run through the server reads the staff member's files. */
  inputFiles?(args: string[]): string[];
  /**
   * A command whose output is data (an export) says where it goes: it then writes through
   * `CommandEnv.output`, streamed to the CLI when it runs in the server, and prints only messages.
   * Undefined when the arguments name no place the CLI could open (the command refuses them).
   */
  output?(args: string[]): OutputPlaces | undefined;
  /** Prints its result on stdout (a URL last); returns the exit code. */
  run(args: string[], env: CommandEnv): Promise<number>;
}

/** Takes `--name value` out of the arguments. */
export function option(args: string[], name: string): { value?: string; rest: string[] } {
  const i = args.indexOf(name);
  if (i < 0) return { rest: args };
  return { value: args[i + 1] ?? "", rest: [...args.slice(0, i), ...args.slice(i + 2)] };
}

/** Reads `--hours N` out of the arguments, within the bounds of a link of `kind`; `error` says what is wrong. */
export function hoursOption(args: string[], kind: TokenKind): { hours?: number; rest: string[]; error?: string } {
  const { value, rest } = option(args, "--hours");
  if (value === undefined) return { rest };
  const hours = value.trim() === "" ? Number.NaN : Number(value);
  const error = hoursProblem(kind, hours);
  return error ? { rest, error } : { hours, rest };
}
