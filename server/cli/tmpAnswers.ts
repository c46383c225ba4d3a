import { readFile } from "node:fs/promises";
import { defaultHours, tmpAnswersLink } from "../tokens/links.ts";
import { type Command, hoursOption } from "./command.ts";

export const tmpAnswersCommand: Command = {
  usage: "tmp-answers <file.json> [--hours N]",
  summary: `stores a JSON object of answers and prints a link that loads it (expires after ${defaultHours.tmp / 24} days unless --hours says)`,
  async run(args, { config, db, now }) {
    const { hours, rest } = hoursOption(args);
    const [file] = rest;
    if (!file || rest.length > 1) {
      console.error(`usage: ${this.usage}`);
      return 2;
    }
    let answers: unknown;
    try {
      answers = JSON.parse(await readFile(file, "utf8"));
    } catch (error) {
      console.error(`${file} is not a readable JSON file: ${(error as Error).message}`);
      return 1;
    }
    const result = await tmpAnswersLink(db, config, answers, now, hours);
    if ("errors" in result) {
      for (const [key, list] of Object.entries(result.errors)) console.error(`${key}: ${list.join(" ")}`);
      return 1;
    }
    console.log(result.url);
    return 0;
  },
};
