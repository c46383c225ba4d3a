/**
 * The schema the workbench shows: the last version of the schema folder that schema:check found
 * sound, with the answers' validator built from it, and the problems of the version on disk now.
 * A broken save leaves the last good version in place, so the page stays usable while the author
 * mends it.
 */
import { type FormDefinition, answerSchema, compileForm } from "../../engine/index.ts";
import { checkLoaded } from "../../scripts/schema-check.ts";
import { answerValidatorModule } from "../../scripts/schemaBuild.ts";
import { type LoadedSchema, loadSchema } from "../../scripts/schema-lint/load.ts";
import type { Problem } from "../../scripts/schema-lint/problem.ts";

/** The parts of a form definition that are data: what the browser receives as JSON. */
export type DefinitionData = Omit<FormDefinition, "validators">;

export interface SchemaVersion {
  /** Counts the good versions, so the browser asks for the validator of the one it was told of. */
  readonly version: number;
  readonly definition: DefinitionData;
  /** The generated data model (answers.schema.json), for the question inspector. */
  readonly model: Record<string, unknown>;
  /** The standalone module of the answers' validator (the account and document ones never change with the folder's pages). */
  readonly validators: string;
}

export interface SchemaState {
  readonly good: SchemaVersion | undefined;
  readonly problems: readonly Problem[];
}

/**
 * Reads and checks the schema folder; returns the new state (the old good version kept when there
 * are problems). The files are read once: the version shown is the one checked, and the model's
 * compile made by the check is the one the validator is built from.
 */
export async function refresh(dir: string, passwordRules: FormDefinition["passwordRules"], previous: SchemaState): Promise<SchemaState> {
  let problems: Problem[];
  let loaded: LoadedSchema | undefined;
  try {
    loaded = await loadSchema(dir);
    problems = checkLoaded(loaded);
  } catch (error) {
    // A file that is not JSON at all: schema:check names it in its own words.
    problems = [{ file: "", pointer: "", message: (error as Error).message } as Problem];
  }
  if (problems.length || !loaded) return { good: previous.good, problems };
  const definition = { ...loaded.definition, passwordRules: [...passwordRules] };
  const model = answerSchema(compileForm(definition));
  const { pages, optionLists, partner, rules } = definition;
  return {
    good: { version: (previous.good?.version ?? 0) + 1, definition: { pages, optionLists, partner, rules, passwordRules }, model, validators: answerValidatorModule(model) },
    problems: [],
  };
}
