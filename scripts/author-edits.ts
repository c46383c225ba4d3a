/**
 * `npm run test:author-edits [-- --only NAME,...] [--together] [--keep] [--check]`: does what a form author
 * does with JSON alone (scripts/author-edits.json) to a copy of the repository as committed (HEAD),
 * and runs the whole `npm test` there, once per edit, so anyone can see that an author's change
 * leaves the suite green. `--together` makes every edit in one copy and runs the suite once;
 * `--keep` leaves the copies for a look; `--check` runs only the schema's build and lint there
 * (a minute, to see that the edits apply). The copies share this checkout's node_modules (hard
 * links) and `../shared`; run `bash scripts/setup.sh` first.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { type Edit, applyEdit } from "./jsonEdits.ts";
import { checkSchema } from "./schema-check.ts";
import { pointerSegments } from "./schema-lint/locate.ts";
import { isPlainTextProblem } from "./schema-lint/localeTexts.ts";

const root = resolve(import.meta.dirname, "..");

/** An edit as the file writes it: a JSON edit, or one that finds its place by a question's key. */
type AuthorEdit =
  | Edit
  | { file: string; op: "insertAfter"; key: string; value: unknown }
  | { file: string; op: "appendTo"; key: string; property: string; value: unknown };

interface Run {
  name: string;
  about: string;
  edits: AuthorEdit[];
  /** The run's texts in each locale besides the default, by their default text: what the author writes beside them in a form of several locales. */
  translations?: Record<string, Record<string, string>>;
}

/** The first ```json block after the heading `after` of `file`, parsed. */
async function snippet({ file, after }: { file: string; after: string }): Promise<unknown> {
  const text = await readFile(join(root, file), "utf8");
  const at = text.indexOf(after);
  const block = at < 0 ? null : /```json\n([\s\S]*?)```/.exec(text.slice(at));
  if (!block) throw new Error(`${file} has no JSON block after "${after}"`);
  return JSON.parse(block[1] ?? "");
}

/** `value` with each {"$snippet": ...} replaced by the block it names. */
async function resolved(value: unknown): Promise<unknown> {
  if (value && typeof value === "object" && "$snippet" in value) return snippet((value as { $snippet: { file: string; after: string } }).$snippet);
  return value;
}

/** The JSON pointer of the node whose `key` is `key`, and of the array holding it. */
function placeOf(json: unknown, key: string, at = ""): { node: string; array: string; index: number } | undefined {
  if (Array.isArray(json)) {
    for (const [index, item] of json.entries()) {
      if (item && typeof item === "object" && (item as { key?: unknown }).key === key) return { node: `${at}/${index}`, array: at, index };
      const inner = placeOf(item, key, `${at}/${index}`);
      if (inner) return inner;
    }
  } else if (json && typeof json === "object") {
    for (const [name, value] of Object.entries(json)) {
      const inner = placeOf(value, key, `${at}/${name.replaceAll("~", "~0").replaceAll("/", "~1")}`);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** The edit as scripts/jsonEdits.ts makes it, its place found and its snippet read. */
async function plainEdit(edit: AuthorEdit, text: string): Promise<Edit> {
  if (edit.op !== "insertAfter" && edit.op !== "appendTo") return "value" in edit ? { ...edit, value: await resolved(edit.value) } : edit;
  const place = placeOf(JSON.parse(text), edit.key);
  if (!place) throw new Error(`${edit.file} has no question with the key "${edit.key}"`);
  const pointer = edit.op === "insertAfter" ? `${place.array}/${place.index + 1}` : `${place.node}/${edit.property}/-`;
  return { file: edit.file, op: "add", pointer, value: await resolved(edit.value) };
}

/** A copy of HEAD beside a link to ../shared, with this checkout's node_modules. */
async function copyOfRepository(name: string): Promise<string> {
  const base = await mkdtemp(join(tmpdir(), `author-edit-${name}-`));
  const dir = join(base, "main");
  await mkdir(dir);
  execFileSync("bash", ["-c", `git -C "${root}" archive HEAD | tar -x -C "${dir}"`]);
  execFileSync("cp", ["-al", join(root, "node_modules"), join(dir, "node_modules")]);
  const shared = resolve(root, "../shared");
  if (existsSync(shared)) await symlink(shared, join(base, "shared"));
  return dir;
}

async function applyEdits(dir: string, edits: readonly AuthorEdit[]): Promise<void> {
  for (const edit of edits) {
    const file = join(dir, "schema", edit.file);
    if (edit.op === "delete") {
      await rm(file);
      continue;
    }
    const text = edit.op === "write" ? "" : await readFile(file, "utf8");
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, applyEdit(text, (await plainEdit(edit, text)) as Exclude<Edit, { op: "delete" }>));
  }
}

/**
 * In a form of several locales, each text the edits wrote plain (the runs and the README's examples
 * word them in the default locale alone) made the map an author writes there: the plain text under
 * the default locale, and the run's translation under each other one. The texts are the ones
 * schema:check names, so no text is guessed from its place; one the run does not translate stops it.
 */
async function localizeTexts(dir: string, translations: Run["translations"] = {}): Promise<void> {
  const schema = join(dir, "schema");
  const { locales = ["en"] } = JSON.parse(await readFile(join(schema, "partner.json"), "utf8")) as { locales?: string[] };
  if (locales.length < 2) return;
  const [main, ...others] = locales;
  for (const { file, pointer, message } of await checkSchema(schema)) {
    if (!isPlainTextProblem(message)) continue;
    const text = await readFile(join(schema, file), "utf8");
    const plain = pointerSegments(pointer).reduce<unknown>((v, s) => (v as Record<string, unknown>)[s], JSON.parse(text)) as string;
    const map = Object.fromEntries([[main, plain], ...others.map((l) => [l, translations[l]?.[plain]])]);
    const missing = others.filter((l) => map[l] === undefined);
    if (missing.length) throw new Error(`${file}${pointer}: the run gives no ${missing.join(", ")} text for ${JSON.stringify(plain)} (its "translations")`);
    await writeFile(join(schema, file), applyEdit(text, { file, op: "replace", pointer, value: map }));
  }
}

interface Outcome {
  name: string;
  code: number;
  passed: number;
  failed: number;
  minutes: number;
  load: string;
}

/** `npm test` in `dir`, its output to `log`; the counts from Vitest's JSON report. */
async function runSuite(name: string, dir: string, command: string): Promise<Outcome> {
  const report = join(dir, "..", "vitest-report.json");
  const log = join(dir, "..", "npm-test.log");
  const started = performance.now();
  const [load1 = 0] = loadavg();
  const load = load1.toFixed(1);
  const code = await new Promise<number>((done) => {
    const child = spawn("bash", ["-c", `${command} > "${log}" 2>&1`], { cwd: dir, env: { ...process.env, VITEST_JSON_REPORT: report }, stdio: "inherit" });
    child.on("exit", (exit) => done(exit ?? 1));
  });
  const counts = existsSync(report) ? (JSON.parse(await readFile(report, "utf8")) as { numPassedTests: number; numFailedTests: number }) : { numPassedTests: 0, numFailedTests: 0 };
  const minutes = (performance.now() - started) / 60_000;
  console.log(`${name}: ${command} exited ${code}, ${counts.numPassedTests} passed, ${counts.numFailedTests} failed, ${minutes.toFixed(1)} min (load ${load} at the start); log: ${log}`);
  return { name, code, passed: counts.numPassedTests, failed: counts.numFailedTests, minutes, load };
}

const { values } = parseArgs({ options: { only: { type: "string" }, together: { type: "boolean", default: false }, keep: { type: "boolean", default: false }, check: { type: "boolean", default: false } } });
const command = values.check ? "npm run -s schema:build && npm run -s schema:check" : "npm test";
const { runs } = JSON.parse(await readFile(join(import.meta.dirname, "author-edits.json"), "utf8")) as { runs: Run[] };
const chosen = values.only ? runs.filter((run) => (values.only ?? "").split(",").includes(run.name)) : runs;
if (chosen.length === 0) throw new Error(`no run named ${values.only}; the runs: ${runs.map((r) => r.name).join(", ")}`);
const together: Run = {
  name: "together",
  about: chosen.map((r) => r.about).join("; "),
  edits: chosen.flatMap((r) => r.edits),
  translations: Object.fromEntries([...new Set(chosen.flatMap((r) => Object.keys(r.translations ?? {})))].map((l) => [l, Object.assign({}, ...chosen.map((r) => r.translations?.[l]))])),
};
const plan = values.together ? [together] : chosen;

const outcomes: Outcome[] = [];
for (const run of plan) {
  console.log(`${run.name}: ${run.about}`);
  const dir = await copyOfRepository(run.name);
  await applyEdits(dir, run.edits);
  await localizeTexts(dir, run.translations);
  const outcome = await runSuite(run.name, dir, command);
  outcomes.push(outcome);
  if (!values.keep && outcome.code === 0) await rm(dirname(dir), { recursive: true, force: true });
}
console.log(`\n${new Date().toISOString()}; ${outcomes.filter((o) => o.code === 0).length} of ${outcomes.length} runs green`);
for (const o of outcomes) console.log(`  ${o.code === 0 ? "green" : "RED  "} ${o.name}: ${o.passed} passed, ${o.failed} failed, ${o.minutes.toFixed(1)} min, load ${o.load}`);
process.exit(outcomes.every((o) => o.code === 0) ? 0 : 1);
