import type { Node } from "../types.ts";
import { addressFields, schoolFields, schoolOwnKeys } from "./composites.ts";

/** Kinds whose answer has a `_desc` companion holding the chosen option's label. */
export const describedKinds: ReadonlySet<Node["kind"]> = new Set(["select", "radio", "conditionalSelect"]);

/** The companion key of a select or radio answer. */
export const descKey = (key: string): string => `${key}_desc`;

/** Kinds whose key never holds an answer: an alert's key only stops the page while the alert is shown. */
export const unansweredKinds: ReadonlySet<Node["kind"]> = new Set(["content"]);

/** The keys of ownKeys that hold what the student gave: all of them, except for the kinds above. */
export const answerKeys = (node: Node): string[] => (unansweredKinds.has(node.kind) ? [] : ownKeys(node));

/** Keys a node writes itself (relative to its scope), companions included; not its children's. */
export function ownKeys(node: Node): string[] {
  switch (node.kind) {
    case "select":
    case "radio":
    case "conditionalSelect":
      return [node.key, descKey(node.key)];
    case "text":
    case "textarea":
    case "date":
    case "password":
    case "ssn":
    case "phone":
    case "checkbox":
    case "fileUpload":
      return [node.key];
    case "content":
      return node.key ? [node.key] : [];
    case "checkboxGroup":
      return node.items.map((i) => i.key);
    case "schoolSearch":
      return schoolOwnKeys(node);
    case "section":
    case "group":
    case "conditional":
    case "conditionalGroups":
    case "reveal":
    case "repeat":
    case "tabs":
    case "address":
      return [];
    default:
      return unknownKind(node);
  }
}

/**
 * A list of child nodes and where it stands in the node's JSON (`/children`, `/tabs/0/children`);
 * null for the fields a composite expands to, which have no JSON of their own.
 */
export interface ChildList {
  readonly path: string | null;
  readonly nodes: readonly Node[];
}

/** Every child list of a node, in order, composites expanded; a repeat's template counts as its children. */
export function childLists(node: Node): ChildList[] {
  switch (node.kind) {
    case "section":
    case "group":
    case "conditional":
    case "reveal":
    case "repeat":
      return [{ path: "/children", nodes: node.children }];
    case "conditionalGroups":
      return node.groups.map((g, i) => ({ path: `/groups/${i}/children`, nodes: g.children }));
    case "tabs":
      return node.tabs.map((t, i) => ({ path: `/tabs/${i}/children`, nodes: t.children }));
    case "address":
      return [{ path: null, nodes: addressFields(node) }];
    case "schoolSearch":
      return [{ path: null, nodes: schoolFields(node) }];
    default:
      return [];
  }
}

/** Relative keys written anywhere in a list of nodes (a repeat template), nested repeats excluded. */
export function keysWithin(nodes: readonly Node[]): string[] {
  const keys: string[] = [];
  const visit = (n: Node): void => {
    keys.push(...ownKeys(n));
    if (n.kind !== "repeat") for (const list of childLists(n)) list.nodes.forEach(visit);
  };
  nodes.forEach(visit);
  return keys;
}

function unknownKind(node: never): never {
  throw new Error(`unknown input kind ${JSON.stringify((node as { kind: unknown }).kind)}; npm run schema:check names it`);
}
