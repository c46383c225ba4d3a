/**
 * `npm run schema:build`: turns schema/ into code (scripts/schemaBuild.ts says what it writes:
 * the validators, types and file lists under schema/generated/ and engine/generated/, and
 * docs/authoring.md). It does nothing when nothing it reads changed since the last build and its
 * outputs are as that build left them (scripts/schemaStamp.ts), so it costs a fraction of a
 * second before `npm start`, `npm test` and the rest; `--force` builds anyway. The form folder is
 * FORM_DIR's (scripts/formDir.ts), schema/ by default.
 */
import { formDir, formDirShown } from "./formDir.ts";
import { formatProblem } from "./schema-lint/problem.ts";
import { missingParts } from "./schema-lint/requiredParts.ts";
import { buildIsCurrent, forgetStamp, inputsDigest, writeStamp } from "./schemaStamp.ts";

// A form folder lacking a part is named part by part, as schema:check names it, not as a raw ENOENT.
const missing = await missingParts(formDir());
if (missing.length) {
  for (const m of missing) console.error(formatProblem({ ...m, line: 1, column: 1 }, formDirShown()));
  console.error(`schema:build: the form folder ${formDirShown()} (FORM_DIR) lacks ${missing.length} part(s); nothing was built`);
  process.exit(1);
}

// Taken before building: an input edited during the build leaves a stamp that no longer matches.
const digest = await inputsDigest();
if (process.argv.includes("--force") || !(await buildIsCurrent(digest))) {
  await forgetStamp();
  const { buildAll } = await import("./schemaBuild.ts");
  await writeStamp(digest, await buildAll());
}
