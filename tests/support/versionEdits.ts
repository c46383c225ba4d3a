/**
 * Older versions of the running form for the tests of issue 39, made by editing a copy of its own
 * content (server/versions/current.ts currentSnapshot), whatever it holds: a question it no longer
 * asks, an option it no longer offers, a required question it did not ask yet. Each edit names what
 * it touched by the running form's own keys, found in it, never written here.
 */
import { type Authored, type Form, type Node, formFieldRules } from "../../engine/index.ts";
import type { FormSnapshot } from "../../server/versions/snapshot.ts";

/** A text in every language the form is written in, marked with the language. */
export function textIn(snapshot: FormSnapshot, text: string): Authored.LocalizedText {
  const locales = snapshot.partner.locales;
  return locales && locales.length > 1 ? Object.fromEntries(locales.map((l) => [l, `${text} (${l})`])) : text;
}

/** The running form's required questions outside repeat groups, answered in `answers`, of `kind`. */
export function requiredAnswered(form: Form, answers: Readonly<Record<string, unknown>>, kind: Node["kind"]): string[] {
  const required = formFieldRules(form).required;
  return [...form.keys.values()]
    .filter((info) => !info.companionOf && !info.scope.group && info.node.kind === kind && required.has(info.key) && typeof answers[info.key] === "string" && answers[info.key] !== "")
    .map((info) => info.key);
}

/** The node of the page file at a JSON pointer, with the array that holds it. */
function nodeAt(page: Authored.Page, pointer: string): { list: unknown[]; index: number } {
  const parts = pointer.split("/").slice(1);
  let parent: unknown = page;
  for (const part of parts.slice(0, -1)) parent = (parent as Record<string, unknown>)[part];
  if (!Array.isArray(parent)) throw new Error(`${pointer} is not in a list of the page`);
  return { list: parent, index: Number(parts.at(-1)) };
}

/** A question the running form does not ask, on its first page: a text `key`. */
export function withExtraQuestion(snapshot: FormSnapshot, key: string): void {
  snapshot.pages[0]!.children.push({ kind: "text", key, label: textIn(snapshot, `Retired question ${key}`) } as Authored.Node);
}

/**
 * An option for `key` that the running form does not offer: `value`, labelled `label`; false when
 * the question's options are not written out (a year range, a list built from others).
 */
export function withExtraOption(snapshot: FormSnapshot, form: Form, key: string, value: string, label: string): boolean {
  const info = form.keys.get(key);
  if (!info) throw new Error(`${key} is not asked`);
  const page = snapshot.pages.find((p) => p.id === info.page)!;
  const { list, index } = nodeAt(page, info.pointer);
  const node = list[index] as { options?: unknown };
  const option = { value, label: textIn(snapshot, label) };
  const written = Array.isArray(node.options) ? node.options : typeof node.options === "string" ? snapshot.optionLists.find((l) => l.id === node.options)?.options : undefined;
  written?.push(option as Authored.Option);
  return written !== undefined;
}

/** The question of `key` removed, as if a later version had added it. */
export function withoutQuestion(snapshot: FormSnapshot, form: Form, key: string): void {
  const info = form.keys.get(key);
  if (!info) throw new Error(`${key} is not asked`);
  const page = snapshot.pages.find((p) => p.id === info.page)!;
  const { list, index } = nodeAt(page, info.pointer);
  list.splice(index, 1);
}

/** The question of `key` worded `text` instead, as an earlier version had worded it. */
export function withLabel(snapshot: FormSnapshot, form: Form, key: string, text: string): void {
  const info = form.keys.get(key);
  if (!info) throw new Error(`${key} is not asked`);
  const page = snapshot.pages.find((p) => p.id === info.page)!;
  const { list, index } = nodeAt(page, info.pointer);
  (list[index] as { label?: unknown }).label = textIn(snapshot, text);
}
