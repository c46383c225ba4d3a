import { useSearchParams } from "react-router";
import { type ListQuery, listSearch, readListQuery, withChange } from "./listQuery.ts";

/**
 * The list's state from the address, and a change that pushes a new history entry, so that back
 * and forward step through the filters and pages an officer chose, and a reload keeps them.
 */
export function useListQuery(): [ListQuery, (change: Partial<ListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const change = (next: Partial<ListQuery>) => setParams(listSearch(withChange(query, next)));
  return [query, change];
}
