import { cp } from "node:fs/promises";
import { join } from "node:path";
import { type Edit, copyWithEdits } from "./formCopy.ts";

export type { Edit };
export { cleanUp } from "./formCopy.ts";

/** The form's files frozen for these tests (see its README), beside the format's files from schema/. */
const frozen = "tests/fixtures/lint-schema";
// The console's words (office.json) are the product's, not the form's: the current file, as the format's.
const format = ["meta", "office.json", "theme.json", "logo.svg"];
// The account forms and the uploads' rules word their messages in the form's languages: those of the
// one-locale example form, as the frozen form is written in one.
const oneLocale = { from: "examples/scholarship", parts: ["account", "document.schema.json"] };

async function frozenForm(dir: string): Promise<void> {
  await cp(frozen, dir, { recursive: true, filter: (source) => !source.endsWith("README.md") });
  for (const part of format) await cp(join("schema", part), join(dir, part), { recursive: true });
  for (const part of oneLocale.parts) await cp(join(oneLocale.from, part), join(dir, part), { recursive: true });
}

/** A copy of the frozen form with the edits made. */
export const brokenCopy = (edits: readonly Edit[]): Promise<string> => copyWithEdits(frozenForm, edits);

/**
 * A copy of the frozen form as it is, for tests that do what a document tells an author to do:
 * an author who has already done it in schema/ must not see the test collide with their edit.
 */
export const frozenCopy = (): Promise<string> => brokenCopy([]);
