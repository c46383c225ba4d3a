import type { FileUploadQuestion, Page } from "../types.ts";
import { childLists } from "./nodes.ts";
import type { Scope } from "./scope.ts";
import { forEachNode } from "./walk.ts";

/** A document question standing inside a condition, with the condition that could hide it. */
export interface ConditionedDocument {
  readonly question: FileUploadQuestion;
  /** The question's scope: its key resolves to an instance's key inside a repeat group. */
  readonly scope: Scope;
  /** JSON pointers in the page's file, of the question and of the conditional or conditionalGroups around it. */
  readonly pointer: string;
  readonly condition: string;
}

/**
 * The document questions of a page that a `conditional` or a group of a `conditionalGroups` could
 * hide. A converted file sets its answer without the engine, and hiding a document would have to
 * remove its file too, which a save does not do: so none may stand there. The server refuses to
 * start with such a form and `schema:check` names each one; both ask this function. A document
 * inside two conditions is given once, with the outer one. Tabs and reveals are no conditions here.
 */
export function conditionedDocuments(page: Page): ConditionedDocument[] {
  const found = new Map<string, ConditionedDocument>();
  forEachNode(
    page.children,
    (node, scope, condition) => {
      if (node.kind !== "conditional" && node.kind !== "conditionalGroups") return;
      for (const list of childLists(node)) {
        forEachNode(
          list.nodes,
          (inner, at, pointer) => {
            // One entry per question and repeat instance: instance n of a group has the same pointer and its own scope.
            const id = `${pointer}\n${at.group?.id ?? ""}\n${at.group?.n ?? 0}`;
            if (inner.kind === "fileUpload" && !found.has(id)) found.set(id, { question: inner, scope: at, pointer, condition });
          },
          scope,
          `${condition}${list.path ?? ""}`,
        );
      }
    },
    undefined,
    "/children",
  );
  return [...found.values()];
}
