/**
 * What a new version of a form does to the answers applications already store (issue 39): every
 * change that leaves a stored answer without its question, or reads it otherwise. Pure: two compiled
 * forms in, changes as data out; schema:check words them (scripts/schema-lint/formChanges.ts) and
 * the server can count the applications each one touches.
 */
import type { Form } from "../form/compileForm.ts";
import type { FormChange } from "./change.ts";
import { groupChanges } from "./groupChanges.ts";
import { keyChanges } from "./keyChanges.ts";
import { pageChanges } from "./pageChanges.ts";

export type { ChangePlace, FormChange } from "./change.ts";

/**
 * The changes from `before` to `after` that orphan or reinterpret stored answers: pages gone,
 * repeat groups' maximums lowered, questions removed or of another kind, options no longer offered.
 * Years offered by a range depend on the year, so both forms are read in the same `year`.
 */
export function formChanges(before: Form, after: Form, year: number): FormChange[] {
  const groups = groupChanges(before, after);
  return [...pageChanges(before, after), ...groups.changes, ...keyChanges(before, after, year, groups.beyondMax)];
}
