/** `audit [--application REF|ID] [--limit N]`: the latest entries of the staff audit trail (office/audit.ts), newest first. */
import { interpolate } from "../../engine/index.ts";
import { auditEntries } from "../office/audit.ts";
import { staffCommandMessages as m } from "../office/commandMessages.ts";
import { isId } from "../office/params.ts";
import { type Command, consolePrinter, option } from "./command.ts";

const defaultLimit = 50;
const maxLimit = 10_000;

export const auditCommand: Command = {
  usage: "audit [--application REF|ID] [--limit N]",
  summary: `the staff audit trail, newest first: sign-ins (failed and refused ones too), sign-outs, what staff opened, and the staff commands run, by the system user who ran them; --application keeps one application's entries, by its reference or its id (a draft's have only the id); the latest ${defaultLimit} unless --limit says (at most ${maxLimit})`,
  async run(args, { db, print = consolePrinter }) {
    const { value: application, rest: afterApplication } = option(args, "--application");
    const { value: limitText, rest } = option(afterApplication, "--limit");
    if (rest.length > 0 || application === "") {
      print.err(interpolate(m.usage, { usage: this.usage }));
      return 2;
    }
    const limit = limitText === undefined ? defaultLimit : /^\d{1,5}$/.test(limitText) ? Number(limitText) : Number.NaN;
    if (!(limit >= 1 && limit <= maxLimit)) {
      print.err(interpolate(m.badLimit, { max: maxLimit, value: limitText }));
      return 2;
    }
    // References are written in capitals (application/reference.ts); one read out on the phone may be typed in either case.
    const named = application?.trim();
    const byId = named !== undefined && isId(named);
    const reference = byId ? named.toLowerCase() : named?.toUpperCase();
    const of = reference === undefined ? {} : byId ? { applicationId: reference } : { reference };
    const entries = await auditEntries(db, { ...of, limit });
    if (entries.length === 0) {
      print.err(reference === undefined ? m.noEntries : interpolate(m.noEntriesFor, { reference }));
      return 0;
    }
    print.out(m.auditHeading);
    for (const entry of entries) {
      const detail = entry.action === "command" ? entry.detail : null;
      const action = detail ? interpolate(m.auditCommand, { run: [detail.command, detail.args].filter(Boolean).join(" "), exitCode: detail.exitCode }) : entry.action;
      print.out(interpolate(m.auditRow, { ...entry, action, at: entry.at.toISOString(), reference: entry.reference ?? entry.applicationId ?? "-" }));
    }
    return 0;
  },
};
