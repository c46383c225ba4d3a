import type { Form } from "../form/compileForm.ts";
import { addressFields, schoolFields } from "../form/composites.ts";
import { childLists, descKey, describedKinds, ownKeys } from "../form/nodes.ts";
import { type Scope, resolveKey, rootScope } from "../form/scope.ts";
import { forEachNode, instanceScope, localKeys } from "../form/walk.ts";
import { interpolate } from "../text/interpolate.ts";
import type { Condition, Node, RepeatNode } from "../types.ts";
import { type JsonSchema, answeredSchema, conditionSchema } from "./conditionSchema.ts";

/** Where a question stands, as the data model needs it. */
export interface Place {
  readonly scope: Scope;
  /** Schemas that all hold while the question is shown (conditions, groups, a started repeat instance). */
  readonly shown: readonly JsonSchema[];
  /** The same conditions as the pages write them, their keys resolved to this instance's (for people to read). */
  readonly conditions: readonly Condition[];
  /** The label of the enclosing `group` (a month and a year), which names its questions in messages. */
  readonly groupLabel?: string;
  /** The repeat instance the question is in: its number and its label ("Parent 2/Guardian 2"). */
  readonly item?: { readonly n: number; readonly label: string };
}

/** One answer key as a question writes it, where it stands. */
export interface ModelField {
  readonly key: string;
  /** The key relative to the node (the name a composite or school search field has without its prefix). */
  readonly relative: string;
  readonly node: Node;
  readonly place: Place;
}

/** Whether the field is a `_desc` companion, the label of the option chosen (the engine writes it). */
export const isCompanion = (field: ModelField): boolean =>
  describedKinds.has(field.node.kind) && field.relative === descKey(String((field.node as { key?: string }).key));

/** Whether the field holds the question's own answer: a school search is answered by its name, its code and address are filled from the directory. */
export const isAnswerOf = (field: ModelField): boolean =>
  !isCompanion(field) && (field.node.kind !== "schoolSearch" || field.relative === `${field.node.prefix}name`);

/** Whether the question that writes the field must be answered while shown. */
export const isRequired = (field: ModelField): boolean => isAnswerOf(field) && "required" in field.node && field.node.required === true;

/** The label a question's messages use: its group's label inside a `group`, else its own. */
export const messageLabel = (field: ModelField): string =>
  field.place.groupLabel ?? ("label" in field.node && typeof field.node.label === "string" ? field.node.label : field.key);

/** A condition with its keys resolved in `scope` (a repeat instance's keys). */
export function resolveCondition(condition: Condition, scope: Scope): Condition {
  if ("all" in condition) return { all: condition.all.map((c) => resolveCondition(c, scope)) as typeof condition.all };
  if ("any" in condition) return { any: condition.any.map((c) => resolveCondition(c, scope)) as typeof condition.any };
  if ("not" in condition) return { not: resolveCondition(condition.not, scope) };
  return { ...condition, valueKey: resolveKey(scope, condition.valueKey) };
}

/** The repeat groups of a form by id. */
export function repeatGroupsOf(form: Form): Map<string, RepeatNode> {
  const groups = new Map<string, RepeatNode>();
  for (const page of form.pages) forEachNode(page.children, (node) => void (node.kind === "repeat" && groups.set(node.id, node)));
  return groups;
}

/** The name of the data model's definition that holds while instance n of a repeat group is started (any answer in it). */
export const startedDefinition = (id: string, n: number): string => `started_${id}_${n}`;

/** That definition: any key of the instance answered. */
export const startedSchema = (group: RepeatNode, n: number): JsonSchema => {
  const scope = instanceScope(group, n);
  return { type: "object", anyOf: [...localKeys(group)].map((k) => answeredSchema(resolveKey(scope, k))) };
};

/** An instance's label: the group's itemLabel with {n} filled. */
export const itemLabel = (group: RepeatNode, n: number): string => interpolate(group.itemLabel, { n });

/**
 * Every answer key the pages write, with the node that writes it and the conditions under which
 * it is shown, in page order; each repeat group expanded to its maximum. A key written in two
 * branches of a page (only one is shown) appears once per place.
 */
export function modelFields(form: Form): ModelField[] {
  const out: ModelField[] = [];
  const visitList = (nodes: readonly Node[], place: Place): void => {
    for (const node of nodes) visitNode(node, place);
  };
  const visitNode = (node: Node, place: Place): void => {
    for (const relative of ownKeys(node)) out.push({ key: resolveKey(place.scope, relative), relative, node, place });
    switch (node.kind) {
      case "conditional":
        return visitList(node.children, {
          ...place,
          shown: [...place.shown, conditionSchema(node.when, place.scope)],
          conditions: [...place.conditions, resolveCondition(node.when, place.scope)],
        });
      case "conditionalGroups":
        return node.groups.forEach((g, i) => {
          const earlier = node.groups.slice(0, i);
          visitList(g.children, {
            ...place,
            shown: [...place.shown, ...earlier.map((e) => ({ not: conditionSchema(e.when, place.scope) })), conditionSchema(g.when, place.scope)],
            conditions: [...place.conditions, ...earlier.map((e) => ({ not: resolveCondition(e.when, place.scope) })), resolveCondition(g.when, place.scope)],
          });
        });
      case "group":
        return visitList(node.children, { ...place, groupLabel: node.label });
      case "repeat":
        for (let n = 1; n <= node.max; n++) {
          const scope = instanceScope(node, n);
          // Instance 1 stands while the group does; a later one once the student has started it.
          const started = n === 1 ? [] : [{ $ref: `#/definitions/${startedDefinition(node.id, n)}` }];
          visitList(node.children, { ...place, scope, shown: [...place.shown, ...started], item: { n, label: itemLabel(node, n) } });
        }
        return;
      case "address":
        return visitList(addressFields(node), place);
      case "schoolSearch":
        return visitList(schoolFields(node), place);
      default:
        for (const list of childLists(node)) visitList(list.nodes, place);
    }
  };
  for (const page of form.pages) visitList(page.children, { scope: rootScope, shown: [], conditions: [] });
  return out;
}
