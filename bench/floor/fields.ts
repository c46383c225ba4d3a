/**
 * The fields of the floor page (bench/floor/): a page of the real form reduced to what plain HTML
 * needs to show the same questions (label, control, options), derived from the compiled form so the
 * floor follows the form. Questions hidden by conditions on an empty application are left out,
 * except the fields of one conditional block, which the floor shows the way the app does when its
 * controlling answer is given.
 */
import { type Answers, type Form, type Node, conditionalSource, defaultRepeatCount, forEachNode, hiddenKeys, interpolate, optionsFor, resolveKey } from "../../engine/index.ts";

/** What plain HTML draws for a question. */
export type FloorControl = "text" | "tel" | "date" | "textarea" | "select" | "radio" | "checkbox";

export interface FloorField {
  /** The answer key, also the element's id (as in the app). */
  id: string;
  label: string;
  control: FloorControl;
  options?: { value: string; label: string }[];
  /** Shown only while the answer `id` is `value`: the fields of the conditional block. */
  shownWhen?: { id: string; value: string };
}

/** The conditional block the floor and the benchmark open: its controlling question and the answer that shows it. */
export interface FloorBlock {
  controlId: string;
  controlLabel: string;
  value: string;
  valueLabel: string;
  /** The first control the block shows. */
  firstFieldId: string;
}

export interface FloorPage {
  title: string;
  fields: FloorField[];
  block: FloorBlock;
}

const controls: Partial<Record<Node["kind"], FloorControl>> = {
  text: "text",
  password: "text",
  ssn: "text",
  phone: "tel",
  date: "date",
  textarea: "textarea",
  select: "select",
  conditionalSelect: "select",
  radio: "radio",
  checkbox: "checkbox",
};

/** Every field shown on page `pageId` for `answers`, in document order, each repeat group at its starting count. */
function shownFields(form: Form, pageId: string, answers: Answers, year: number): FloorField[] {
  const page = form.pages.find((p) => p.id === pageId);
  if (!page) throw new Error(`the form has no page "${pageId}"`);
  const hidden = hiddenKeys(form, answers);
  const text = (t: string): string => interpolate(t, form.vars);
  const fields: FloorField[] = [];
  forEachNode(page.children, (node, scope) => {
    if ((scope.group?.n ?? 1) > defaultRepeatCount) return;
    if (node.kind === "checkboxGroup") {
      for (const item of node.items) {
        const id = resolveKey(scope, item.key);
        if (!hidden.has(id)) fields.push({ id, label: text(item.label), control: "checkbox" });
      }
      return;
    }
    const control = controls[node.kind];
    if (!control || !("key" in node) || node.key === undefined || !("label" in node)) return;
    const id = resolveKey(scope, node.key);
    if (hidden.has(id)) return;
    const source = node.kind === "conditionalSelect" ? conditionalSource(node, answers, scope) : "options" in node ? node.options : undefined;
    const options = source === undefined ? undefined : optionsFor(source, form.lists, year).map((o) => ({ value: o.value, label: text(o.label) }));
    fields.push({ id, label: text(node.label), control, ...(options ? { options } : {}) });
  });
  return fields;
}

/**
 * The floor version of page `pageId`: the fields an empty application shows, with the fields of
 * the conditional block controlled by `blockControl` (shown when it equals its condition's target)
 * placed where the app places them.
 */
export function floorPage(form: Form, pageId: string, blockControl: string, year = new Date().getFullYear()): FloorPage {
  const page = form.pages.find((p) => p.id === pageId);
  if (!page) throw new Error(`the form has no page "${pageId}"`);
  const targets: string[] = [];
  forEachNode(page.children, (node) => {
    if (node.kind === "conditional" && "valueKey" in node.when && node.when.valueKey === blockControl && node.when.operator === "equals") targets.push(String(node.when.target));
  });
  const value = targets[0];
  if (value === undefined) throw new Error(`page "${pageId}" has no block shown when ${blockControl} equals an answer`);
  const base = shownFields(form, pageId, {}, year);
  const open = shownFields(form, pageId, { [blockControl]: value }, year);
  const baseIds = new Set(base.map((f) => f.id));
  const fields = open.map((f) => (baseIds.has(f.id) ? f : { ...f, shownWhen: { id: blockControl, value } }));
  const control = fields.find((f) => f.id === blockControl);
  const first = fields.find((f) => f.shownWhen);
  const valueLabel = control?.options?.find((o) => o.value === value)?.label;
  if (!control || !first || valueLabel === undefined) throw new Error(`the block of ${blockControl} on page "${pageId}" shows no field`);
  return { title: page.title, fields, block: { controlId: blockControl, controlLabel: control.label, value, valueLabel, firstFieldId: first.id } };
}
