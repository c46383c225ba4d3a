import type { Form, KeyInfo } from "../form/compileForm.ts";
import { describedKinds, unansweredKinds } from "../form/nodes.ts";
import { optionsFor } from "../options/optionsFor.ts";
import type { Option } from "../types.ts";
import type { FormChange } from "./change.ts";

/** The keys that hold an answer of their own: not an alert's key (it stores nothing), not a `_desc` companion (it goes with its question). */
const answered = (info: KeyInfo): boolean => !unansweredKinds.has(info.node.kind) && !info.companionOf;

/**
 * Every option a question can offer. A conditional select offers the options of each value it
 * depends on, taken together: a value still offered under another country is still a value the
 * form reads, so only one offered under none is reported.
 */
function offered(info: KeyInfo, form: Form, year: number): Option[] {
  const { node } = info;
  if (node.kind === "select" || node.kind === "radio") return optionsFor(node.options, form.lists, year);
  if (node.kind !== "conditionalSelect") return [];
  const all = Object.values(node.optionsByValue).flatMap((source) => optionsFor(source, form.lists, year));
  return all.filter((o, i) => all.findIndex((p) => p.value === o.value) === i);
}

function optionChanges(key: string, was: KeyInfo, now: KeyInfo, before: Form, after: Form, year: number): FormChange[] {
  const options = offered(now, after, year);
  const values = new Set(options.map((o) => o.value));
  const at = { side: "after", page: now.page, pointer: now.pointer } as const;
  return offered(was, before, year)
    .filter((o) => !values.has(o.value))
    .map(({ value, label }) => {
      const to = options.find((o) => o.label === label)?.value;
      return to === undefined ? { kind: "optionRemoved", key, from: value, label, at } : { kind: "optionRecoded", key, from: value, to, label, at };
    });
}

/**
 * The changes to the answer keys `before` asks: removed, asked by another kind of question, or
 * offering fewer values. Kinds are compared strictly: no two kinds are taken to store values that
 * mean the same (a select and a radio may offer the same values today, but nothing ties their
 * options together), so every change of kind is the author's to confirm.
 * `beyondMax` says which removed keys belong to entries a lowered maximum already reports.
 */
export function keyChanges(before: Form, after: Form, year: number, beyondMax: (info: KeyInfo) => boolean): FormChange[] {
  return [...before.keys.values()].filter(answered).flatMap((was): FormChange[] => {
    const { key } = was;
    const now = after.keys.get(key);
    if (!now) return beyondMax(was) ? [] : [{ kind: "questionRemoved", key, question: was.node.kind, at: { side: "before", page: was.page, pointer: was.pointer } }];
    if (now.node.kind !== was.node.kind) return [{ kind: "kindChanged", key, from: was.node.kind, to: now.node.kind, at: { side: "after", page: now.page, pointer: now.pointer } }];
    return describedKinds.has(was.node.kind) ? optionChanges(key, was, now, before, after, year) : [];
  });
}
