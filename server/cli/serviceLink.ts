import { defaultHours, maxHours, serviceLink } from "../tokens/links.ts";
import { type Command, consolePrinter, hoursOption } from "./command.ts";

export const serviceLinkCommand: Command = {
  usage: "service-link <username> [--hours N]",
  summary: `a read-only print-view link to one student's application (expires after ${defaultHours.service} hours unless --hours says, at most ${maxHours.service})`,
  async run(args, { config, db, now, print = consolePrinter }) {
    const { hours, rest, error } = hoursOption(args, "service");
    const [username] = rest;
    if (error || !username || rest.length > 1) {
      print.err(error ?? `usage: ${this.usage}`);
      return 2;
    }
    const url = await serviceLink(db, config, username, now, hours);
    if (!url) {
      print.err(`There is no account with the username ${username}.`);
      return 1;
    }
    print.out(url);
    return 0;
  },
};
