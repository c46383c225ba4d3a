/**
 * The map of a page's conditions: which answers show which blocks of questions. Each block is the
 * set of keys shown under the same conditions; an edge runs from each answer a condition reads to
 * the block. The workbench draws it as SVG.
 */
import { type Form, modelFields, resolveKey } from "../engine/index.ts";
import { describeCondition, readKeys } from "./inspect.ts";

export interface ConditionBlock {
  /** The conditions, as sentences, all of which must hold. */
  readonly when: string;
  readonly keys: readonly string[];
  /** The answers its conditions read. */
  readonly readers: readonly string[];
}

export function conditionsMap(form: Form, pageId: string): { answers: string[]; blocks: ConditionBlock[] } {
  const blocks = new Map<string, { when: string; keys: string[]; readers: Set<string> }>();
  for (const field of modelFields(form)) {
    if (form.keys.get(field.key)?.page !== pageId || form.keys.get(field.key)?.companionOf) continue;
    const conditions = field.place.conditions;
    const controller = field.node.kind === "conditionalSelect" ? resolveKey(field.place.scope, field.node.controller) : undefined;
    if (!conditions.length && !controller) continue;
    const when = [...conditions.map(describeCondition), ...(controller ? [`${controller} has a list of options`] : [])].join(" and ");
    const block = blocks.get(when) ?? { when, keys: [], readers: new Set<string>() };
    block.keys.push(field.key);
    for (const c of conditions) for (const k of readKeys(c)) block.readers.add(k);
    if (controller) block.readers.add(controller);
    blocks.set(when, block);
  }
  const list = [...blocks.values()].map((b) => ({ when: b.when, keys: b.keys, readers: [...b.readers] }));
  return { answers: [...new Set(list.flatMap((b) => b.readers))], blocks: list };
}
