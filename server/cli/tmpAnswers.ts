import { readFile } from "node:fs/promises";
import { accountIdOf, defaultHours, maxHours, tmpAnswersLink } from "../tokens/links.ts";
import { type Command, hoursOption, option } from "./command.ts";

export const tmpAnswersCommand: Command = {
  usage: "tmp-answers <file.json> [--hours N] [--for <username>]",
  summary: `stores a JSON object of answers and prints a link that loads it (expires after ${defaultHours.tmp / 24} days unless --hours says, at most ${maxHours.tmp / 24} days); --for names the account it is for, whose revoke-links then reaches it`,
  async run(args, { config, db, now }) {
    const { hours, rest: afterHours, error } = hoursOption(args, "tmp");
    const { value: forUsername, rest } = option(afterHours, "--for");
    const [file] = rest;
    if (error || !file || rest.length > 1 || forUsername === "") {
      console.error(error ?? `usage: ${this.usage}`);
      return 2;
    }
    const accountId = forUsername === undefined ? null : await accountIdOf(db, forUsername);
    if (forUsername !== undefined && !accountId) {
      console.error(`There is no account with the username ${forUsername}.`);
      return 1;
    }
    let answers: unknown;
    try {
      answers = JSON.parse(await readFile(file, "utf8"));
    } catch (error) {
      console.error(`${file} is not a readable JSON file: ${(error as Error).message}`);
      return 1;
    }
    const result = await tmpAnswersLink(db, config, answers, now, hours, accountId);
    if ("errors" in result) {
      for (const [key, list] of Object.entries(result.errors)) console.error(`${key}: ${list.join(" ")}`);
      return 1;
    }
    console.log(result.url);
    return 0;
  },
};
