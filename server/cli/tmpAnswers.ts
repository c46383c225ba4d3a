import { accountIdOf, defaultHours, maxHours, tmpAnswersLink } from "../tokens/links.ts";
import { type Command, consolePrinter, diskText, hoursOption, option } from "./command.ts";

/** The arguments without their options: the answers file first. */
const positional = (args: string[]): string[] => option(option(args, "--hours").rest, "--for").rest;

export const tmpAnswersCommand: Command = {
  usage: "tmp-answers <file.json> [--hours N] [--for <username>]",
  summary: `stores a JSON object of answers and prints a link that loads it (expires after ${defaultHours.tmp / 24} days unless --hours says, at most ${maxHours.tmp / 24} days); --for names the account it is for, whose revoke-links then reaches it`,
  inputFiles: (args) => positional(args).slice(0, 1),
  async run(args, { config, db, now, print = consolePrinter, readText = diskText }) {
    const { hours, rest: afterHours, error } = hoursOption(args, "tmp");
    const { value: forUsername, rest } = option(afterHours, "--for");
    const [file] = rest;
    if (error || !file || rest.length > 1 || forUsername === "") {
      print.err(error ?? `usage: ${this.usage}`);
      return 2;
    }
    const accountId = forUsername === undefined ? null : await accountIdOf(db, forUsername);
    if (forUsername !== undefined && !accountId) {
      print.err(`There is no account with the username ${forUsername}.`);
      return 1;
    }
    let answers: unknown;
    try {
      answers = JSON.parse(await readText(file));
    } catch (error) {
      print.err(`${file} is not a readable JSON file: ${(error as Error).message}`);
      return 1;
    }
    const result = await tmpAnswersLink(db, config, answers, now, hours, accountId);
    if ("errors" in result) {
      for (const [key, list] of Object.entries(result.errors)) print.err(`${key}: ${list.join(" ")}`);
      return 1;
    }
    print.out(result.url);
    return 0;
  },
};
