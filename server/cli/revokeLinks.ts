import { revokeLinks } from "../tokens/revocation.ts";
import { type Command, consolePrinter } from "./command.ts";

export const revokeLinksCommand: Command = {
  usage: "revoke-links <username>",
  summary: "refuses from now on every service link, and every tmp-answers link made --for the account, issued for it until now; links made afterwards work",
  async run(args, { db, now, print = consolePrinter }) {
    const [username] = args;
    if (!username || args.length > 1) {
      print.err(`usage: ${this.usage}`);
      return 2;
    }
    if (!(await revokeLinks(db, username, now))) {
      print.err(`There is no account with the username ${username}.`);
      return 1;
    }
    print.out(`Every service link, and every tmp-answers link made for ${username}, issued until ${now.toISOString()} is now refused.`);
    return 0;
  },
};
