/**
 * The changes of a form folder since an earlier version of the form that orphan or reinterpret the
 * answers applications store (engine formChanges), as schema:check problems: each at its file, line
 * and column in the folder checked, or, for what only the earlier version has, in that version's files.
 */
import { type FormChange, type FormDefinition, compileForm, formChanges } from "../../engine/index.ts";
import { type ChangeCount, changeMessage } from "./changeMessages.ts";
import type { LoadedSchema, SchemaFile } from "./load.ts";
import { placeFindings } from "./locate.ts";
import { type Problem, uniqueSorted } from "./problem.ts";

export type { ChangeCount };

/**
 * How many stored applications each change touches, in the order given: the database counts them
 * (server/versions/changeCounts.ts, through the staff command `form count`); git cannot.
 */
export type CountChanges = (changes: readonly FormChange[]) => Promise<readonly (ChangeCount | undefined)[]>;

/** An earlier version of the form, to compare a folder against. */
export interface Baseline {
  /** The version as the author named it: the git ref, or "version <label>". */
  name: string;
  /** How its folder is shown before a file of it, as `git show` names it: HEAD~1:schema. */
  shown: string;
  definition: FormDefinition;
  /** Its page files, to point at what only it has. */
  pages: SchemaFile[];
}

export interface ChangeOptions {
  /** The year both versions offer their ranges of years in. */
  year: number;
  count?: CountChanges;
}

/** The page file of a page id: the file whose `id` it is (the change was found in the definition read from these files). */
function fileOf(pages: readonly SchemaFile[], page: string): string {
  const file = pages.find((f) => f.json.id === page);
  if (!file) throw new Error(`no page file has the id "${page}"`);
  return file.path;
}

/**
 * The changes from the earlier version, which today's engine may no longer read (a format since
 * changed, an address without its countryOptions): then one sentence says so.
 */
function changesSince(baseline: Baseline, schema: LoadedSchema, year: number): FormChange[] {
  const after = compileForm(schema.definition);
  try {
    return formChanges(compileForm(baseline.definition), after, year);
  } catch (error) {
    throw new Error(`the form at ${baseline.shown} cannot be compared: today's engine cannot read it (${(error as Error).message})`, { cause: error });
  }
}

/** Every change since `baseline` in `schema` (a folder schema:check found sound), once each, in file and text order. */
export async function changeProblems(schema: LoadedSchema, baseline: Baseline, { year, count }: ChangeOptions): Promise<Problem[]> {
  const changes = changesSince(baseline, schema, year);
  const counts = changes.length && count ? await count(changes) : [];
  const problems = changes.map((change, i) => {
    const pages = change.at.side === "after" ? schema.pages : baseline.pages;
    const finding = { file: fileOf(pages, change.at.page), pointer: change.at.pointer, message: changeMessage(change, counts[i]) };
    const [problem] = placeFindings([finding], pages) as [Problem];
    return change.at.side === "after" ? problem : { ...problem, folder: baseline.shown };
  });
  return uniqueSorted(problems);
}
