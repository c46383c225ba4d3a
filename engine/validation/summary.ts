import type { Form } from "../form/compileForm.ts";
import type { FieldErrors } from "../types.ts";

/** One line of the validation summary. */
export interface SummaryItem {
  /** The key the link points at (`#{key}`). */
  readonly key: string;
  readonly page: string;
  /** /{page}#{key} */
  readonly href: string;
  readonly messages: readonly string[];
  /** warning for alerts that stop an application (content with tone "stop", such as #student_app_type_error_msg). */
  readonly tone: "error" | "warning";
}

/** The month key a year key shares a line with: grad_year -> grad_month. */
const monthOf = (key: string): string | undefined => (key.endsWith("_year") ? `${key.slice(0, -"_year".length)}_month` : undefined);

/**
 * The validation summary: one item per failing key in page and schema order, linking to
 * /{page}#{key}. A month and its year make one item (linked to the month). A `_desc` error
 * points at the question it describes.
 */
export function summarize(form: Form, errors: FieldErrors): SummaryItem[] {
  const items = new Map<string, { key: string; page: string; messages: string[]; tone: SummaryItem["tone"] }>();
  const order = [...form.keys.keys()];
  const failing = Object.keys(errors).sort((a, b) => rank(order, a) - rank(order, b));
  for (const key of failing) {
    const info = form.keys.get(key);
    let anchor = info?.companionOf ?? key;
    const month = monthOf(anchor);
    if (month && form.keys.has(month)) anchor = month;
    const page = form.keys.get(anchor)?.page ?? form.pages[0]?.id ?? "";
    const item = items.get(anchor) ?? { key: anchor, page, messages: [], tone: toneOf(form, anchor) };
    for (const m of errors[key] ?? []) if (!item.messages.includes(m)) item.messages.push(m);
    items.set(anchor, item);
  }
  return [...items.values()].map((i) => ({ ...i, href: `/${i.page}#${i.key}` }));
}

function rank(order: string[], key: string): number {
  const i = order.indexOf(key);
  return i === -1 ? Number.MAX_SAFE_INTEGER : i;
}

function toneOf(form: Form, key: string): SummaryItem["tone"] {
  const node = form.keys.get(key)?.node;
  return node?.kind === "content" && node.tone === "stop" ? "warning" : "error";
}

/** The summary's items of one page, under its title: the step a student goes to. */
export interface SummaryGroup {
  readonly page: string;
  /** The page's title, as the step links show it. */
  readonly title: string;
  readonly items: readonly SummaryItem[];
}

/**
 * The summary's items grouped by their page, in step order, so a student sees which step each
 * missing item is on and can plan the way through them (issue 28, finding 5).
 */
export function summaryByPage(form: Form, items: readonly SummaryItem[]): SummaryGroup[] {
  return form.pages.flatMap((page) => {
    const onPage = items.filter((item) => item.page === page.id);
    return onPage.length > 0 ? [{ page: page.id, title: page.title, items: onPage }] : [];
  });
}
