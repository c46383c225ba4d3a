/**
 * The labels of the fields a composite question writes (an address, a school search) in the
 * language a form is compiled in: the question's own (fieldLabels) where its author worded one,
 * else the product's word for it (engine/words, composites). They are set on each composite
 * question as the form is compiled, so every reader of the compiled form (the page, the summary,
 * the data model's messages, the print view) finds them on the question, in its language.
 */
import type { AddressQuestion, Page, SchoolSearchQuestion } from "../types.ts";
import { type FolderWords, catalogueOf } from "../words/catalogue.ts";
import { type Words, referenceWords } from "../words/index.ts";

export type FieldLabels = Words["composites"];

/** The product's words for the fields in `locale`, as the form's folder words them or else the product (engine/words/catalogue.ts). */
export const productFieldLabels = (locale: string, folder?: FolderWords): FieldLabels => catalogueOf(locale, folder).composites;

const isComposite = (value: Record<string, unknown>): boolean => value.kind === "address" || value.kind === "schoolSearch";

/** `value` with every composite question in it labelled; what holds none is returned as it was. */
function labelled(value: unknown, words: FieldLabels): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => labelled(item, words));
    return items.every((item, i) => item === value[i]) ? value : items;
  }
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const entries = Object.entries(record);
  const mapped = entries.map(([key, item]) => [key, labelled(item, words)] as const);
  const next = mapped.every(([, item], i) => item === entries[i]?.[1]) ? record : Object.fromEntries(mapped);
  return isComposite(record) ? { ...next, fieldLabels: { ...words, ...(record.fieldLabels as Partial<FieldLabels> | undefined) } } : next;
}

/** `page` (its texts resolved in one language) with each composite question's field labels in `words`. */
export const withFieldLabels = (page: Page, words: FieldLabels): Page => labelled(page, words) as Page;

/** The labels of a composite question's fields: its own, as compiled; the reference language's words for a question never compiled (a story's, a test's). */
export const fieldLabelsOf = (q: AddressQuestion | SchoolSearchQuestion): FieldLabels => ({ ...referenceWords.composites, ...q.fieldLabels });
