import type { Form } from "../form/compileForm.ts";
import type { FormChange } from "./change.ts";

/** How many of `keys` each page of `form` asks, by page id. */
function pagesAsking(form: Form, keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) {
    const page = form.keys.get(key)?.page;
    if (page) counts.set(page, (counts.get(page) ?? 0) + 1);
  }
  return counts;
}

/**
 * The pages whose id is gone: links in mails and summaries name pages by id. A gone page counts as
 * renamed when a page new in `after` asks most of its questions (or, for a page that asks none,
 * takes its step); otherwise it is removed.
 */
export function pageChanges(before: Form, after: Form): FormChange[] {
  const kept = new Set(after.pages.map((p) => p.id));
  const known = new Set(before.pages.map((p) => p.id));
  const fresh = after.pages.filter((p) => !known.has(p.id));
  return before.pages
    .filter((page) => !kept.has(page.id))
    .map((page): FormChange => {
      const keys = [...before.keys.values()].filter((k) => k.page === page.id).map((k) => k.key);
      const asking = pagesAsking(after, keys);
      const ranked = fresh.map((p) => ({ p, n: asking.get(p.id) ?? 0 })).sort((a, b) => b.n - a.n);
      const heir = keys.length ? ranked.find((r) => r.n > 0)?.p : fresh.find((p) => p.step === page.step);
      return heir
        ? { kind: "pageRenamed", page: page.id, to: heir.id, at: { side: "after", page: heir.id, pointer: "/id" } }
        : { kind: "pageRemoved", page: page.id, at: { side: "before", page: page.id, pointer: "/id" } };
    });
}
