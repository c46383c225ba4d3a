/**
 * The application list's state, kept in the address's query string so that back, forward, reload
 * and a copied link all show the same list: parsed defensively (an address can say anything) and
 * written back with the defaults left out.
 */
export const sortColumns = ["updated", "submitted", "name", "email", "reference", "status"] as const;
export type SortColumn = (typeof sortColumns)[number];
export const pageSizes = [10, 25, 50, 100] as const;

/** What the list shows: its filters, its order and its page. */
export interface ListQuery {
  readonly status: string;
  readonly term: string;
  /** YYYY-MM-DD, or empty. */
  readonly from: string;
  readonly to: string;
  readonly q: string;
  readonly sort: SortColumn;
  readonly order: "asc" | "desc";
  readonly page: number;
  readonly pageSize: number;
}

export const defaultListQuery: ListQuery = { status: "", term: "", from: "", to: "", q: "", sort: "updated", order: "desc", page: 1, pageSize: 50 };

const isDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);
const whole = (value: string | null, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/** The list's state from an address's query string; anything unreadable is its default. */
export function readListQuery(search: URLSearchParams): ListQuery {
  const sort = search.get("sort") ?? "";
  const order = search.get("order");
  const size = whole(search.get("pageSize"), defaultListQuery.pageSize);
  const day = (name: string): string => {
    const value = search.get(name) ?? "";
    return isDay(value) ? value : "";
  };
  return {
    status: search.get("status") ?? "",
    term: search.get("term") ?? "",
    from: day("from"),
    to: day("to"),
    q: (search.get("q") ?? "").trim(),
    sort: (sortColumns as readonly string[]).includes(sort) ? (sort as SortColumn) : defaultListQuery.sort,
    order: order === "asc" || order === "desc" ? order : defaultListQuery.order,
    page: whole(search.get("page"), 1),
    pageSize: (pageSizes as readonly number[]).includes(size) ? size : defaultListQuery.pageSize,
  };
}

/**
 * The query string of `query`, in a fixed order and without its defaults (the address stays short
 * and one list has one address); `filtersOnly` leaves out the order and the page (the export).
 */
export function listSearch(query: ListQuery, { filtersOnly = false }: { filtersOnly?: boolean } = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of ["status", "term", "from", "to", "q"] as const) {
    if (query[name] !== defaultListQuery[name]) search.set(name, query[name]);
  }
  if (filtersOnly) return search;
  if (query.sort !== defaultListQuery.sort) search.set("sort", query.sort);
  if (query.order !== defaultListQuery.order) search.set("order", query.order);
  if (query.page !== 1) search.set("page", String(query.page));
  if (query.pageSize !== defaultListQuery.pageSize) search.set("pageSize", String(query.pageSize));
  return search;
}

/** The list call's query string: every value the list is read with, none left to the server's defaults. */
export function apiSearch(query: ListQuery): URLSearchParams {
  const search = listSearch(query, { filtersOnly: true });
  search.set("sort", query.sort);
  search.set("order", query.order);
  search.set("page", String(query.page));
  search.set("pageSize", String(query.pageSize));
  return search;
}

/** A changed filter or order shows its first page; a change of page keeps the rest. */
export function withChange(query: ListQuery, change: Partial<ListQuery>): ListQuery {
  const paging = Object.keys(change).every((name) => name === "page");
  return { ...query, ...change, ...(paging ? {} : { page: 1 }) };
}
