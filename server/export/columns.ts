/**
 * The export's columns, derived from the compiled forms: the application's own fields and the
 * version of the form it was submitted on; then every answer key in the order of the running form
 * (pages by step, each page's nodes in document order), so a question an author adds is exported
 * with no code change; then the keys only the other versions in the export asked, so a retired
 * question's column stays for the records that have it (issue 39); last the answers set aside as
 * the application moved from an older version. A choice question brings its code and its `_desc`
 * label; a repeat group brings a count of its entries and then its questions for every entry up to
 * the group's maximum, under the keys the answers are stored with (college_name, college_2_name,
 * ...); a document question holds the uploaded file's name.
 */
import { type Form, answerKeys, forEachNode, resolveKey } from "../../engine/index.ts";

/** Where a column's value comes from. */
export type ColumnSource =
  | { from: "application"; field: "application_id" | "reference" | "username" | "submitted_at" }
  | { from: "version" }
  | { from: "answer"; key: string }
  | { from: "document"; key: string }
  | { from: "entries"; group: string }
  | { from: "setAside" };

export interface Column {
  /** The header: the answer key itself, or `<group>_entries` for a repeat group's count. */
  name: string;
  source: ColumnSource;
}

const applicationColumns: Column[] = [
  ...(["application_id", "reference", "username", "submitted_at"] as const).map((field): Column => ({ name: field, source: { from: "application", field } })),
  { name: "form_version", source: { from: "version" } },
];

const setAsideColumn: Column = { name: "set_aside", source: { from: "setAside" } };

/** The answer columns of `form`, in its order; a key standing in two branches of a page (only one is shown) comes twice. */
function answerColumns(form: Form): Column[] {
  const columns: Column[] = [];
  for (const page of form.pages) {
    forEachNode(page.children, (node, scope) => {
      if (node.kind === "repeat" && !scope.group) columns.push({ name: `${node.id}_entries`, source: { from: "entries", group: node.id } });
      for (const relative of answerKeys(node)) {
        const key = resolveKey(scope, relative);
        columns.push({ name: key, source: node.kind === "fileUpload" ? { from: "document", key } : { from: "answer", key } });
      }
    });
  }
  return columns;
}

/**
 * The columns of an export of applications on `running` and on the `others` versions (newest
 * first): the running form's in its order, then each other version's not yet present, in its own.
 */
export function exportColumns(running: Form, others: readonly Form[] = []): Column[] {
  // A key comes once: the first form and place that has it names its column.
  const answers = new Map<string, Column>();
  for (const form of [running, ...others]) for (const column of answerColumns(form)) if (!answers.has(column.name)) answers.set(column.name, column);
  return [...applicationColumns, ...answers.values(), setAsideColumn];
}
