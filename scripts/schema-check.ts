/**
 * `npm run schema:check [-- --dir path/to/form] [-- --against <git ref>] [-- --locale <tag>]`: names every mistake in the
 * schema folder as `schema/pages/about.json:12:7 /children/0/children/3: one sentence.` and exits 1
 * when there is any. The folder is `--dir`, else FORM_DIR, else schema/ (scripts/formDir.ts).
 * With `--against <git ref | version label>`, or with the server's environment (DATABASE_URL or
 * DATA_DIR, against the version its database stored last), a sound folder is then compared with
 * that version, and every change that would orphan or reinterpret stored answers is named the same
 * way, with the count of stored applications it touches when the database is reached, exiting 1 too.
 * With `--locale <tag>`, it gives the translator's report instead: every text of the folder, the
 * product's words included, left to translate into that language, exiting 1 when there is any.
 */
import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { compileForm } from "../engine/index.ts";
import { formDir } from "./formDir.ts";
import { againstDefinition } from "./schema-lint/against.ts";
import { countInDatabase, namesDatabase } from "./schema-lint/databaseVersion.ts";
import { checkCompiles } from "./schema-lint/compileSchemas.ts";
import { checkConditionalParts } from "./schema-lint/conditionalParts.ts";
import { checkPageConditions } from "./schema-lint/conditions.ts";
import { checkCrossRules } from "./schema-lint/crossRules.ts";
import { checkConditionedDocuments } from "./schema-lint/documents.ts";
import { changeProblems } from "./schema-lint/formChanges.ts";
import { checkHtmlIds } from "./schema-lint/htmlIds.ts";
import { repeatedKeys, syntaxErrors } from "./schema-lint/jsonText.ts";
import { checkGroupKeys } from "./schema-lint/keys.ts";
import { type LoadedSchema, allFiles, loadSchema } from "./schema-lint/load.ts";
import { placeFindings } from "./schema-lint/locate.ts";
import { checkMetaSchemas } from "./schema-lint/metaSchemas.ts";
import { checkListNames, checkListValues } from "./schema-lint/optionLists.ts";
import { checkLocaleWords } from "./schema-lint/localeWords.ts";
import { checkOfficeTerm } from "./schema-lint/officeTerm.ts";
import { checkOptionUse } from "./schema-lint/optionUse.ts";
import { checkPages } from "./schema-lint/pages.ts";
import { places } from "./schema-lint/places.ts";
import { type Finding, type Problem, formatProblem, uniqueSorted } from "./schema-lint/problem.ts";
import { checkQuestionRules } from "./schema-lint/questionRules.ts";
import { checkSharedKeys } from "./schema-lint/sharedKeys.ts";
import { checkOfficeTokens } from "./schema-lint/officeTokens.ts";
import { checkReceiptTokens } from "./schema-lint/receiptTokens.ts";
import { checkMetaCopies } from "./schema-lint/metaCopies.ts";
import { checkSchemaTexts } from "./schema-lint/schemaTexts.ts";
import { missingParts } from "./schema-lint/requiredParts.ts";
import { checkThemeContrast } from "./schema-lint/themeContrast.ts";
import { checkTokens } from "./schema-lint/tokens.ts";
import { untranslatedTexts } from "./schema-lint/translation.ts";

/** Checks that read the folder's files alone, never the compiled form: they need no stage before them but the files' text. */
const fileChecks: readonly ((schema: LoadedSchema) => Finding[])[] = [checkConditionedDocuments, checkOfficeTokens, checkLocaleWords, checkSchemaTexts, checkThemeContrast];

/**
 * The file checks' findings on a folder whose shape is not sound yet, so that an author sees them
 * in the same run as the shape's (no rounds, issue 40). One that cannot read a file of the wrong
 * shape finds nothing there this run: it runs in full once the shape is mended.
 */
const triedOnUnsound = (schema: LoadedSchema): Finding[] =>
  fileChecks.flatMap((check) => {
    try {
      return check(schema);
    } catch {
      return [];
    }
  });

/**
 * The checks in the order they can run: each stage needs the one before it to have found the
 * files sound (the engine reads the pages only once they have the shape the meta-schemas
 * promise, and finds lists only by their right names). Within a stage every check runs, and the
 * checks of the files alone run with the shape's, so an author sees all they can at once.
 */
function findings(schema: LoadedSchema): Finding[] {
  const files = allFiles(schema);
  const syntax = files.flatMap(syntaxErrors);
  const text = [...syntax, ...files.flatMap(repeatedKeys)];
  if (syntax.length) return text;

  const meta = checkMetaSchemas(schema);
  const listNames = checkListNames(schema);
  const shape = [...text, ...checkMetaCopies(schema), ...meta, ...checkPages(schema), ...listNames];
  if (listNames.length || meta.some((f) => f.file !== schema.partner.path)) return [...shape, ...triedOnUnsound(schema)];

  const form = compileForm(schema.definition);
  const all = places(schema);
  const meaning = [
    ...shape,
    ...checkListValues(schema, form),
    ...checkOptionUse(schema, all, form),
    ...checkSharedKeys(all),
    ...checkGroupKeys(all),
    ...checkPageConditions(all, form),
    ...checkConditionalParts(all),
    ...checkCrossRules(schema, form),
    ...checkTokens(schema, all, form),
    ...checkReceiptTokens(schema, form),
    ...checkOfficeTerm(schema, form),
    ...checkHtmlIds(all),
    ...checkQuestionRules(all, form),
    ...fileChecks.flatMap((check) => check(schema)),
  ];
  // The data model is derived from all of the above; its compile errors would only repeat them.
  return meaning.length ? meaning : checkCompiles(schema, form);
}

/** Every problem of a schema folder, once each, with its line and column: first every required part it lacks, each named. */
export async function checkSchema(dir: string): Promise<Problem[]> {
  const missing = await missingParts(dir);
  if (missing.length) return uniqueSorted(missing.map(({ file, pointer, message }) => ({ file, line: 1, column: 1, pointer, message })));
  return checkLoaded(await loadSchema(dir));
}

/** Every problem of a schema folder already read, once each: the workbench goes on to use what it read. */
export function checkLoaded(schema: LoadedSchema): Problem[] {
  return uniqueSorted(placeFindings(findings(schema), allFiles(schema)));
}

/**
 * The translator's report on a schema folder: every text left to translate into `locale`, once
 * each, with its line and column (schema-lint/translation.ts). It reads the files alone, so it
 * answers for a folder schema:check still finds problems in, a half-translated one above all.
 */
export async function translatorsReport(dir: string, locale: string): Promise<Problem[]> {
  const schema = await loadSchema(dir);
  return uniqueSorted(placeFindings(untranslatedTexts(schema, locale), allFiles(schema)));
}

/** The value given after a flag of the command line: `--dir path`. */
function flag(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const given = flag("--dir");
  const against = flag("--against");
  const dir = given ? resolve(given) : formDir();
  // Paths as the author opens them: relative to where the command runs when the folder is inside it.
  const inside = relative(process.cwd(), dir);
  const shown = inside.startsWith("..") ? dir : inside || ".";
  // A folder that cannot be read at all (a file missing) is one sentence too, not a stack trace.
  const fail = (error: unknown): never => {
    console.error(`schema:check: ${(error as Error).message}`);
    process.exit(2);
  };
  const locale = flag("--locale");
  if (locale !== undefined) {
    const left = await translatorsReport(dir, locale).catch(fail);
    for (const p of left) console.error(formatProblem(p, shown));
    console.log(left.length ? `schema:check: ${left.length} text(s) of ${shown} left to translate into "${locale}"` : `schema:check: every text of ${shown} is written in "${locale}"`);
    process.exit(left.length ? 1 : 0);
  }
  const problems = await checkSchema(dir).catch(fail);
  for (const p of problems) console.error(formatProblem(p, shown));
  console.log(problems.length ? `schema:check: ${problems.length} problem(s) in ${shown}` : `schema:check: ${shown} is sound`);
  process.exitCode = problems.length ? 1 : 0;
  const database = namesDatabase();
  if ((against !== undefined || database) && problems.length) console.log(`schema:check: the changes since ${against ?? "the database's version"} are looked for once ${shown} is sound`);
  else if (against !== undefined || database) {
    // The engine reads no clock: the ranges of years are compared as this year offers them.
    const year = new Date().getFullYear();
    const [schema, baseline] = await Promise.all([loadSchema(dir), againstDefinition(against, dir, database)]).catch(fail);
    if (!baseline) console.log("schema:check: the database has run no version of the form yet: there is nothing stored to compare with");
    else {
      const changes = await changeProblems(schema, baseline, { year, ...(database ? { count: countInDatabase } : {}) }).catch(fail);
      for (const p of changes) console.error(formatProblem(p, shown));
      console.log(
        changes.length
          ? `schema:check: ${changes.length} change(s) since ${baseline.name} orphan or reinterpret stored answers`
          : `schema:check: no change since ${baseline.name} orphans or reinterprets stored answers`,
      );
      if (changes.length) process.exitCode = 1;
    }
  }
}
