/**
 * Staff commands, on the configuration in the environment (the same as the server's):
 *   npm run -s cli -- service-link <username> [--hours N]
 *   npm run -s cli -- tmp-answers <file.json> [--hours N] [--for <username>]
 *   npm run -s cli -- revoke-links <username>
 *   npm run -s cli -- lookup-import <category> <file>
 */
import { lookupImport } from "./cli/lookupImport.ts";
import { revokeLinksCommand } from "./cli/revokeLinks.ts";
import { serviceLinkCommand } from "./cli/serviceLink.ts";
import type { Command } from "./cli/command.ts";
import { tmpAnswersCommand } from "./cli/tmpAnswers.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/open.ts";

const commands: Readonly<Record<string, Command>> = {
  "service-link": serviceLinkCommand,
  "tmp-answers": tmpAnswersCommand,
  "revoke-links": revokeLinksCommand,
  "lookup-import": lookupImport,
};

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(`usage: npm run -s cli -- <command>\n\n${Object.values(commands).map((c) => `  ${c.usage}\n      ${c.summary}`).join("\n")}`);
    return 2;
  }
  const config = await loadConfig();
  const db = await openDatabase(config, { role: "staff command", command: name });
  try {
    return await command.run(args, { config, db, now: new Date() });
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
