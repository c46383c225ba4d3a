/**
 * The office's list of applications (GET /staff-api/applications): filtered by status, entry term,
 * days and a search, sorted and paged on the server. It reads only the columns migration 150 keeps
 * beside each application (name, term, search text, progress), never the answers, so a page of 50
 * is quick on 50,000 applications. An account whose e-mail was never confirmed has no place in it:
 * it is no applicant yet.
 */
import { form } from "../form.ts";
import { AppError } from "../errors.ts";
import { isoTime } from "../application/queries.ts";
import type { Sql } from "../db/types.ts";
import { termKey } from "./listKeys.ts";
import { choice, day, wholeNumber } from "./params.ts";
import { type Term, termsOf } from "./termQuestion.ts";

export const applicationStatuses = ["not-started", "started", "validating", "submitted"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
export const listSorts = ["updated", "submitted", "name", "email", "reference", "status"] as const;
export type ListSort = (typeof listSorts)[number];
const orders = ["asc", "desc"] as const;

export const maxPageSize = 100;
const defaultPageSize = 50;
const maxSearch = 200;

/** What the list and the export are filtered by. `from` and `to` bound the last change: the submission, else the latest save. */
export interface ListFilter {
  status?: ApplicationStatus;
  term?: string;
  from?: Date;
  /** Exclusive: the first moment after the `to` day. */
  to?: Date;
  q?: string;
}

export interface ListRequest extends ListFilter {
  sort: ListSort;
  order: "asc" | "desc";
  page: number;
  pageSize: number;
}

export interface ListRow {
  id: string;
  reference: string | null;
  status: ApplicationStatus;
  name: string;
  email: string;
  term: string | null;
  termLabel: string | null;
  updatedAt: string;
  submittedAt: string | null;
}

export interface ListAnswer {
  total: number;
  page: number;
  pageSize: number;
  rows: ListRow[];
  terms: Term[];
}

export const filterParameters = ["status", "term", "from", "to", "q"] as const;
export const listParameters = [...filterParameters, "sort", "order", "page", "pageSize"] as const;

/** The entry terms the form offers, in its order. */
export const officeTerms = (now: Date): Term[] => termsOf(form, termKey, now.getUTCFullYear()).terms;

/** The filter a query names; refused (400, errors.ts) when any part of it cannot be read. */
export function readFilter(values: Record<string, string | undefined>, timeZone: string, now: Date): ListFilter {
  const filter: ListFilter = {};
  const status = choice("status", values.status, applicationStatuses);
  if (status) filter.status = status;
  const term = choice("term", values.term, officeTerms(now).map((t) => t.code));
  if (term) filter.term = term;
  const from = day("from", values.from, timeZone, false);
  const to = day("to", values.to, timeZone, true);
  if (from && to && from >= to) throw new AppError("staffDatesReversed", { from: values.from, to: values.to });
  if (from) filter.from = from;
  if (to) filter.to = to;
  // Lower-cased by the database, as search_text is, so both sides fold case alike (accents too).
  const q = values.q?.trim();
  if (q && q.length > maxSearch) throw new AppError("staffSearchTooLong", { max: maxSearch });
  if (q) filter.q = q;
  return filter;
}

/** The list's request from the query's values (params.ts readQuery). */
export function readListRequest(values: Record<string, string | undefined>, timeZone: string, now: Date): ListRequest {
  return {
    ...readFilter(values, timeZone, now),
    sort: choice("sort", values.sort, listSorts, "updated"),
    order: choice("order", values.order, orders, "desc"),
    page: wholeNumber("page", values.page, 1_000_000, 1),
    pageSize: wholeNumber("pageSize", values.pageSize, maxPageSize, defaultPageSize),
  };
}

/** LIKE's own characters in a search are searched for as themselves. */
const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filter as SQL over applications `a`, its parameters numbered from `first`. */
export function filterSql(filter: ListFilter, first = 1): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const next = (value: unknown): string => {
    params.push(value);
    return `$${first + params.length - 1}`;
  };
  const where = ["a.confirmed"];
  if (filter.status) where.push(`a.progress = ${next(filter.status)}`);
  if (filter.term) where.push(`a.term_code = ${next(filter.term)}`);
  if (filter.from) where.push(`COALESCE(a.submitted_at, a.updated_at) >= ${next(filter.from)}`);
  if (filter.to) where.push(`COALESCE(a.submitted_at, a.updated_at) < ${next(filter.to)}`);
  if (filter.q) where.push(`a.search_text LIKE lower(${next(likePattern(filter.q))})`);
  return { where: where.join(" AND "), params };
}

// The lifecycle's order, for sorting by status; migration 150 indexes this very expression.
const progressRank = `(CASE a.progress ${applicationStatuses.map((s, i) => `WHEN '${s}' THEN ${i}`).join(" ")} END)`;

/** Each sort's column, and whether it can be null (a draft's submission and reference), which then comes last either way. */
const sortColumns: Record<ListSort, { sql: string; nullable: boolean }> = {
  updated: { sql: "a.updated_at", nullable: false },
  submitted: { sql: "a.submitted_at", nullable: true },
  name: { sql: "a.name_key", nullable: false },
  email: { sql: "a.email", nullable: false },
  reference: { sql: "a.reference", nullable: true },
  status: { sql: progressRank, nullable: false },
};

/** The columns of a list row, from applications `a`. */
export const rowColumns = `a.account_id AS id, a.reference, a.progress AS status, a.applicant_name AS name, a.email, a.term_code AS term,
  ${isoTime("a.updated_at")} AS "updatedAt", ${isoTime("a.submitted_at")} AS "submittedAt"`;

/** Adds each row's term label from the form. */
export function withTermLabels(rows: Omit<ListRow, "termLabel">[], terms: readonly Term[]): ListRow[] {
  const labels = new Map(terms.map((t) => [t.code, t.label]));
  return rows.map((row) => ({ ...row, termLabel: row.term === null ? null : (labels.get(row.term) ?? null) }));
}

export async function listApplications(db: Sql, request: ListRequest, now: Date): Promise<ListAnswer> {
  const { where, params } = filterSql(request);
  const direction = request.order === "asc" ? "ASC" : "DESC";
  const column = sortColumns[request.sort];
  // Null (a draft's submission or reference) last either way; account_id decides ties, so pages never
  // overlap. NULLS LAST only where a null can be: elsewhere it would keep a descending order from
  // reading its index backwards.
  const order = `${column.sql} ${direction}${column.nullable ? " NULLS LAST" : ""}, a.account_id ${direction}`;
  const from = "FROM applications a";
  const [count, page] = await Promise.all([
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${from} WHERE ${where}`, params),
    db.query<Omit<ListRow, "termLabel">>(
      `SELECT ${rowColumns} ${from} WHERE ${where} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, request.pageSize, (request.page - 1) * request.pageSize],
    ),
  ]);
  const terms = officeTerms(now);
  return { total: count.rows[0]?.total ?? 0, page: request.page, pageSize: request.pageSize, rows: withTermLabels(page.rows, terms), terms };
}

/** The filter as the audit keeps it (dates as the days asked for). */
export const filterDetail = (values: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""));
