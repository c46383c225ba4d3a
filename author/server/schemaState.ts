/**
 * The schema the workbench shows: the last version of the schema folder that schema:check found
 * sound, with the validators built from it, and the problems of the version on disk now. A broken
 * save leaves the last good version in place, so the page stays usable while the author mends it.
 */
import { type FormDefinition, answerSchema, compileForm } from "../../engine/index.ts";
import { checkSchema } from "../../scripts/schema-check.ts";
import { buildValidatorsModule } from "../../scripts/schemaBuild.ts";
import { readDefinition } from "../../scripts/schemaSource.ts";
import type { Problem } from "../../scripts/schema-lint/problem.ts";

/** The parts of a form definition that are data: what the browser receives as JSON. */
export type DefinitionData = Omit<FormDefinition, "validators">;

export interface SchemaVersion {
  /** Counts the good versions, so the browser asks for the validators of the one it was told of. */
  readonly version: number;
  readonly definition: DefinitionData;
  /** The generated data model (answers.schema.json), for the question inspector. */
  readonly model: Record<string, unknown>;
  /** The standalone validators module's code. */
  readonly validators: string;
}

export interface SchemaState {
  readonly good: SchemaVersion | undefined;
  readonly problems: readonly Problem[];
}

/** Reads and checks the schema folder; returns the new state (the old good version kept when there are problems). */
export async function refresh(dir: string, passwordRules: readonly string[], previous: SchemaState): Promise<SchemaState> {
  let problems: Problem[];
  try {
    problems = await checkSchema(dir);
  } catch (error) {
    // A file that is not JSON at all: schema:check names it in its own words.
    problems = [{ file: "", pointer: "", message: (error as Error).message } as Problem];
  }
  if (problems.length) return { good: previous.good, problems };
  const definition = { ...(await readDefinition(dir)), passwordRules: [...passwordRules] };
  const model = answerSchema(compileForm(definition));
  const { pages, optionLists, partner, rules } = definition;
  return {
    good: { version: (previous.good?.version ?? 0) + 1, definition: { pages, optionLists, partner, rules, passwordRules }, model, validators: await buildValidatorsModule(model) },
    problems: [],
  };
}
