import { lookupImportCommand, lookupImportUsage } from "../lookup/cli.ts";
import { LookupImportError } from "../lookup/import.ts";
import type { Command } from "./command.ts";

export const lookupImport: Command = {
  usage: lookupImportUsage,
  summary: "loads a CSV file of the public school or ZIP format into the lookup, replacing that category's rows",
  async run(args, { db }) {
    try {
      await lookupImportCommand(db, args, (line) => console.log(line));
      return 0;
    } catch (error) {
      if (!(error instanceof LookupImportError)) throw error;
      console.error(error.message);
      return 1;
    }
  },
};
