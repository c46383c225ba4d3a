import { queryOptions } from "@tanstack/react-query";
import type { LookupCategory, LookupDetail, LookupItem } from "../../../renderer/index.ts";
import { request } from "../http.ts";

// Spec section 7: five suggestions.
const maxResults = "5";

export const lookupKeys = {
  search: (category: LookupCategory, text: string) => ["lookup", category, "search", text] as const,
  detail: (category: LookupCategory, id: string) => ["lookup", category, "detail", id] as const,
};

/** GET /lookup/find?text=: suggestions for typed text (cached for the visit: the directory does not change under it). */
export const lookupSearchQuery = (category: LookupCategory, text: string) =>
  queryOptions({
    queryKey: lookupKeys.search(category, text),
    queryFn: () => request<LookupItem[]>("GET", `/lookup/find?${new URLSearchParams({ text, category, max_results: maxResults })}`),
  });

/** GET /lookup/find?id=: the full record that fills the linked fields. */
export const lookupDetailQuery = (category: LookupCategory, id: string) =>
  queryOptions({
    queryKey: lookupKeys.detail(category, id),
    queryFn: () => request<LookupDetail>("GET", `/lookup/find?${new URLSearchParams({ id, category })}`),
  });
