/**
 * `form versions | definition [LABEL] | count CHANGES.json`: the versions of the form the database
 * has run (issue 39). `versions` lists them with their applications; `definition` prints one as
 * stored (the newest unless a label is given), and `count` how many applications each change of a
 * list touches, both as JSON for schema:check, which compares a form folder with the database's
 * version through these, whether the server runs or not.
 */
import { type FormChange, interpolate } from "../../engine/index.ts";
import { countChange } from "../versions/changeCounts.ts";
import { formCommandMessages as m } from "../versions/commandMessages.ts";
import { newestVersion, storedVersions } from "../versions/list.ts";
import { type Command, consolePrinter, diskText } from "./command.ts";

export const formCommand: Command = {
  usage: "form versions | form definition [LABEL] | form count CHANGES.json",
  summary:
    "the versions of the form the database has run: versions lists each with its label, when it was first run and its applications (started, drafts still on it, submitted); definition prints one as stored, the newest unless LABEL names another; count prints how many applications each change of a list (schema:check's) touches",
  inputFiles: (args) => (args[0] === "count" && args[1] ? [args[1]] : []),
  async run(args, { db, print = consolePrinter, readText = diskText }) {
    const [sub, arg, ...rest] = args;
    const usage = (): number => {
      print.err(interpolate(m.usage, { usage: this.usage }));
      return 2;
    };
    if (rest.length) return usage();
    if (sub === "versions" && arg === undefined) {
      const versions = await storedVersions(db);
      if (!versions.length) print.err(m.noVersion);
      else print.out(m.versionsHeading);
      for (const v of versions) print.out(interpolate(m.versionsRow, { ...v, firstRunAt: v.firstRunAt.toISOString() }));
      return 0;
    }
    if (sub === "definition") {
      const label = arg ?? (await newestVersion(db))?.label;
      if (label === undefined) {
        print.err(m.noVersion);
        return 1;
      }
      const { rows } = await db.query<{ definition: unknown }>("SELECT definition FROM form_versions WHERE label = $1", [label]);
      if (!rows[0]) {
        print.err(interpolate(m.unknownLabel, { label }));
        return 1;
      }
      print.out(JSON.stringify(rows[0].definition));
      return 0;
    }
    if (sub === "count" && arg !== undefined) {
      let changes: FormChange[];
      try {
        changes = JSON.parse(await readText(arg)) as FormChange[];
        if (!Array.isArray(changes)) throw new Error("not a list");
      } catch (error) {
        print.err(interpolate(m.unreadableChanges, { file: arg, reason: (error as Error).message }));
        return 2;
      }
      const counts = [];
      for (const change of changes) counts.push(await countChange(db, change));
      print.out(JSON.stringify(counts));
      return 0;
    }
    return usage();
  },
};
