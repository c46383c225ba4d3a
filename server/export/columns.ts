/**
 * The export's columns, derived from the compiled form: the application's own fields, then every
 * answer key in the order of the form (pages by step, each page's nodes in document order), so a
 * question an author adds is exported with no code change. A choice question brings its code and
 * its `_desc` label; a repeat group brings a count of its entries and then its questions for every
 * entry up to the group's maximum, under the keys the answers are stored with
 * (college_name, college_2_name, ...); a document question holds the uploaded file's name.
 */
import { type Form, answerKeys, forEachNode, resolveKey } from "../../engine/index.ts";

/** Where a column's value comes from. */
export type ColumnSource =
  | { from: "application"; field: "application_id" | "reference" | "username" | "submitted_at" }
  | { from: "answer"; key: string }
  | { from: "document"; key: string }
  | { from: "entries"; group: string };

export interface Column {
  /** The header: the answer key itself, or `<group>_entries` for a repeat group's count. */
  name: string;
  source: ColumnSource;
}

const applicationColumns: Column[] = (["application_id", "reference", "username", "submitted_at"] as const).map((field) => ({ name: field, source: { from: "application", field } }));

/** The columns of `form`, in its order. */
export function exportColumns(form: Form): Column[] {
  const columns = [...applicationColumns];
  const seen = new Set(columns.map((c) => c.name));
  const add = (column: Column): void => {
    // A key may stand in two branches of one page (only one is shown): one column.
    if (seen.has(column.name)) return;
    seen.add(column.name);
    columns.push(column);
  };
  for (const page of form.pages) {
    forEachNode(page.children, (node, scope) => {
      if (node.kind === "repeat" && !scope.group) add({ name: `${node.id}_entries`, source: { from: "entries", group: node.id } });
      for (const relative of answerKeys(node)) {
        const key = resolveKey(scope, relative);
        add({ name: key, source: node.kind === "fileUpload" ? { from: "document", key } : { from: "answer", key } });
      }
    });
  }
  return columns;
}
