import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useLocation, useOutletContext } from "react-router";
import { ConsoleHeading } from "./ConsoleHeading.tsx";
import { LoadingSpinner } from "../ui/LoadingSpinner.tsx";
import { type StaffMe, applicationsQuery } from "./api.ts";
import { ApplicationTable } from "./ApplicationTable.tsx";
import { ExportLinks } from "./ExportLinks.tsx";
import { ListFilters } from "./ListFilters.tsx";
import { LoadFailed } from "./LoadFailed.tsx";
import { Pager } from "./Pager.tsx";
import { fill, texts } from "./texts.ts";
import { useListQuery } from "./useListQuery.ts";

/**
 * /staff: the applications, filtered, searched, sorted and paged by the server, every choice kept in
 * the address. While the next page loads the last one stays in place (nothing jumps), marked busy.
 * The export links show only to a staff member who may export.
 */
export function ApplicationList() {
  const me = useOutletContext<StaffMe>();
  const [query, change] = useListQuery();
  const { pathname, search } = useLocation();
  const list = useQuery({ ...applicationsQuery(query), placeholderData: keepPreviousData });
  const t = texts.list;
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <>
      <ConsoleHeading title={t.title} />
      <ListFilters query={query} terms={data?.terms ?? []} onChange={change} />
      {me.permissions.includes("export") && <ExportLinks query={query} />}
      {list.isError && !data ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div className="staff-list" aria-busy={list.isFetching || undefined}>
          <p className="staff-list__count" role="status">
            {data ? (data.total === 1 ? t.totalOne : fill(t.total, { total: data.total })) : t.loading}
          </p>
          {data ? (
            <>
              <ApplicationTable rows={data.rows} query={query} listAddress={`${pathname}${search}`} onSort={(sort, order) => change({ sort, order })} />
              <Pager page={Math.min(query.page, pages)} pages={pages} pageSize={query.pageSize} onChange={change} />
            </>
          ) : (
            <LoadingSpinner inPlace />
          )}
        </div>
      )}
    </>
  );
}
