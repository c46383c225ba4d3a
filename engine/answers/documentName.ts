/**
 * How a person names the document an answer key holds, the same on the receipt, the office's
 * notification and the PDF's separators and bookmarks: the question's label, and for a question in
 * a repeat group the entry's label ("College/University 2") and the entry's own name answer (the
 * group's nameKeys), so a reader can tell which transcript belongs to which college. The wording
 * around those parts is the caller's data.
 */
import type { Form } from "../form/compileForm.ts";
import { repeatGroupsOf } from "../model/fields.ts";
import { interpolate } from "../text/interpolate.ts";
import type { Answers, RepeatNode } from "../types.ts";
import { entryName } from "./repeat.ts";

export interface DocumentNameWording {
  /** A question in a named entry: {entry}, {name} and {question}. */
  readonly inEntry: string;
  /** A question in an entry with no name answer yet: {entry} and {question}. */
  readonly inUnnamedEntry: string;
}

const groupsByForm = new WeakMap<Form, Map<string, RepeatNode>>();

function repeatGroup(form: Form, id: string): RepeatNode | undefined {
  let groups = groupsByForm.get(form);
  if (!groups) groupsByForm.set(form, (groups = repeatGroupsOf(form)));
  return groups.get(id);
}

/** The name of the document `key` holds; the key itself when the form no longer asks it. */
export function documentName(form: Form, key: string, answers: Answers, wording: DocumentNameWording): string {
  const info = form.keys.get(key);
  if (!info || !("label" in info.node) || typeof info.node.label !== "string") return key;
  const entry = info.scope.group;
  const n = entry?.n ?? 1;
  const question = interpolate(info.node.label, { n }, form.vars);
  const group = entry && repeatGroup(form, entry.id);
  if (!group) return question;
  const name = entryName(group, n, answers);
  const fields = { entry: interpolate(group.itemLabel, { n }, form.vars), name, question };
  return interpolate(name ? wording.inEntry : wording.inUnnamedEntry, fields);
}
