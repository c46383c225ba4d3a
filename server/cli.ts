/**
 * Staff commands, on the configuration in the environment (the same as the server's):
 *   npm run -s cli -- service-link <username> [--hours N]
 *   npm run -s cli -- tmp-answers <file.json> [--hours N] [--for <username>]
 *   npm run -s cli -- revoke-links <username>
 *   npm run -s cli -- lookup-import <category> <file>
 *
 * The commands need the validators `npm run schema:build` generates (schema/generated/); they are
 * built here only when missing, so a command answers in a second or two (cli/main.ts runs it).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { createOwnerOnly } from "./ownerOnly.ts";

const root = resolve(import.meta.dirname, "..");
const needed = ["schema/generated/files.ts", "schema/generated/validators.js"];

if (needed.some((file) => !existsSync(join(root, file)))) {
  // Its output goes to stderr: stdout carries only what the command prints (a link last).
  const build = spawnSync(process.execPath, [join(root, "scripts/schema-build.ts")], { cwd: root, stdio: ["ignore", 2, 2] });
  if (build.status !== 0) {
    console.error("npm run schema:build failed; see above");
    process.exit(1);
  }
}

// After the build: its files in the project are no secret; what the command writes in DATA_DIR is.
createOwnerOnly();
const { runCli } = await import("./cli/main.ts");
process.exitCode = await runCli(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
