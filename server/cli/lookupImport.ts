import { lookupImportCommand, lookupImportUsage } from "../lookup/cli.ts";
import { LookupImportError } from "../lookup/import.ts";
import { type Command, consolePrinter, diskText } from "./command.ts";

export const lookupImport: Command = {
  usage: lookupImportUsage,
  summary: "loads a CSV file of the public school or ZIP format into the lookup, replacing that category's rows",
  inputFiles: (args) => (args.length === 2 ? args.slice(1) : []),
  async run(args, { db, print = consolePrinter, readText = diskText }) {
    try {
      await lookupImportCommand(db, args, (line) => print.out(line), readText);
      return 0;
    } catch (error) {
      if (!(error instanceof LookupImportError)) throw error;
      print.err(error.message);
      return 1;
    }
  },
};
