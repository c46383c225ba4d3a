import { exportCommand } from "../export/command.ts";
import { auditCommand } from "./audit.ts";
import { formCommand } from "./form.ts";
import type { Command } from "./command.ts";
import { lookupImport } from "./lookupImport.ts";
import { revokeLinksCommand } from "./revokeLinks.ts";
import { serviceLinkCommand } from "./serviceLink.ts";
import { staffCommand } from "./staff.ts";
import { tmpAnswersCommand } from "./tmpAnswers.ts";

/** The staff commands by name: run by the CLI (server/cli/main.ts) or, for it, by the running server (server/staff/control.ts). */
export const commands: Readonly<Record<string, Command>> = {
  "service-link": serviceLinkCommand,
  "tmp-answers": tmpAnswersCommand,
  "revoke-links": revokeLinksCommand,
  "lookup-import": lookupImport,
  export: exportCommand,
  staff: staffCommand,
  audit: auditCommand,
  form: formCommand,
};

export const commandNamed = (name: string | undefined): Command | undefined => (name !== undefined && Object.hasOwn(commands, name) ? commands[name] : undefined);
