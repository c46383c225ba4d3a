import type { Config } from "../config.ts";
import type { Database } from "../db/types.ts";
import { hoursProblem } from "../tokens/links.ts";
import type { TokenKind } from "../tokens/signed.ts";

/** One staff command: `npm run -s cli -- <name> <args>`. */
export interface Command {
  usage: string;
  summary: string;
  /** Prints its result on stdout (a URL last); returns the exit code. */
  run(args: string[], env: { config: Config; db: Database; now: Date }): Promise<number>;
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
