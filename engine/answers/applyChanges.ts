import type { Form } from "../form/compileForm.ts";
import { descKey, describedKinds } from "../form/nodes.ts";
import { resolveKey } from "../form/scope.ts";
import { labelFor } from "../options/optionsFor.ts";
import { emptyRecord, own } from "../records.ts";
import type { AnswerValue, Answers } from "../types.ts";
import { conditionalSource, hiddenKeys } from "./visibility.ts";

/** The answers after a change, and the keys whose values changed (what to store and save). */
export interface ChangeResult {
  readonly answers: Answers;
  readonly patch: Readonly<Record<string, AnswerValue>>;
}

const isEmpty = (v: AnswerValue | undefined): boolean => v === undefined || v === "" || v === false;

/** The `_desc` companion of a changed select or radio answer: the chosen option's label. */
function companionOf(form: Form, key: string, next: Record<string, AnswerValue>): [string, string] | undefined {
  const info = form.keys.get(key);
  if (!info || info.companionOf || !describedKinds.has(info.node.kind)) return undefined;
  const node = info.node;
  const source =
    node.kind === "conditionalSelect" ? conditionalSource(node, next, info.scope) : "options" in node ? node.options : undefined;
  const value = next[key];
  const label = source === undefined || typeof value !== "string" ? "" : labelFor(source, form.lists, value);
  return [descKey(key), label];
}

/**
 * Each form's conditional selects (with their companions) by the resolved key of their controller,
 * built once: a keystroke asks which of them its key controls, and going through every key of the
 * form to find out cost each keystroke more than the rest of the change.
 */
const controlled = new WeakMap<Form, ReadonlyMap<string, readonly string[]>>();

function controlledBy(form: Form): ReadonlyMap<string, readonly string[]> {
  const known = controlled.get(form);
  if (known) return known;
  const map = new Map<string, string[]>();
  for (const info of form.keys.values()) {
    const node = info.node;
    if (node.kind !== "conditionalSelect" || info.companionOf) continue;
    const controller = resolveKey(info.scope, node.controller);
    map.set(controller, [...(map.get(controller) ?? []), info.key, descKey(info.key)]);
  }
  controlled.set(form, map);
  return map;
}

/** Conditional selects (with their companions) whose controller is one of the changed keys. */
function dependentsOf(form: Form, changed: ReadonlySet<string>): string[] {
  const byController = controlledBy(form);
  return [...changed].flatMap((key) => byController.get(key) ?? []);
}

/**
 * Applies answer changes the way the form does: sets the values, writes `_desc` companions,
 * clears conditional selects whose controller changed, then clears every key that a
 * condition now hides, until nothing more changes. Components never decide what to clear.
 */
export function applyChanges(form: Form, answers: Answers, changes: Readonly<Record<string, AnswerValue>>): ChangeResult {
  // The changes' keys are a client's: records without a prototype, read for what they hold themselves.
  // Copied key by key: V8's Object.assign copies a parsed record of a whole application (170 keys,
  // as the server reads it on every save) into one without a prototype four times as slowly.
  const next = emptyRecord<AnswerValue>();
  for (const key of Object.keys(answers)) next[key] = answers[key] as AnswerValue;
  // Every key written below: only these can differ from `answers`, so the patch looks at no other.
  const written = new Set<string>();
  const write = (key: string, value: AnswerValue): void => {
    next[key] = value;
    written.add(key);
  };
  const changed = new Set<string>();
  for (const [key, value] of Object.entries(changes)) {
    if (next[key] === value || (isEmpty(next[key]) && value === "")) continue;
    write(key, value);
    changed.add(key);
  }
  for (const key of dependentsOf(form, changed)) if (!Object.hasOwn(changes, key) && !isEmpty(next[key])) write(key, "");
  for (const key of changed) {
    const companion = companionOf(form, key, next);
    if (companion) write(companion[0], companion[1]);
  }
  for (let hidden = hiddenKeys(form, next); ; hidden = hiddenKeys(form, next)) {
    const toClear = [...hidden].filter((k) => !isEmpty(next[k]));
    if (toClear.length === 0) break;
    for (const k of toClear) write(k, "");
  }
  const patch = emptyRecord<AnswerValue>();
  for (const key of written) {
    const value = next[key] as AnswerValue;
    const before = own(answers, key);
    if (value !== before && !(value === "" && before === undefined)) patch[key] = value;
  }
  return { answers: next, patch };
}
