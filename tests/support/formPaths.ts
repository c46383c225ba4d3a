/**
 * The form's pages as paths, taken from the schema folder: the first page in step order (the
 * default route, where a login, an unknown path and the staff links send a student) and the page
 * that asks a question. Tests take them from here instead of naming a page, so an author's
 * reordering or renaming of pages breaks none of them.
 */
import { pageIds } from "../../schema/generated/pageIds.ts";
import { realForm } from "../../stories/fixtures/forms.ts";

export const firstPageId: string = pageIds[0] ?? "";

/** The first page's path (`/${firstPageId}`). */
export const firstPath = `/${firstPageId}`;

/** The path of the page that asks the question of `key` (throws for a key no page asks). */
export function pathOf(key: string): string {
  const page = realForm.keys.get(key)?.page;
  if (!page) throw new Error(`no page of the form asks "${key}"`);
  return `/${page}`;
}
