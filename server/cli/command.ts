import type { Config } from "../config.ts";
import type { Database } from "../db/types.ts";

/** One staff command: `npm run -s cli -- <name> <args>`. */
export interface Command {
  usage: string;
  summary: string;
  /** Prints its result on stdout (a URL last); returns the exit code. */
  run(args: string[], env: { config: Config; db: Database; now: Date }): Promise<number>;
}

/** Reads `--hours N` out of the arguments. */
export function hoursOption(args: string[]): { hours?: number; rest: string[] } {
  const i = args.indexOf("--hours");
  if (i < 0) return { rest: args };
  const hours = Number(args[i + 1]);
  if (!(hours > 0)) throw new Error("--hours needs a positive number of hours");
  return { hours, rest: [...args.slice(0, i), ...args.slice(i + 2)] };
}
