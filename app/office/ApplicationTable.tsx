import { Cell, Column, Row, Table, TableBody, TableHeader } from "react-aria-components";
import type { ApplicationRow } from "./api.ts";
import type { ListQuery, SortColumn } from "./listQuery.ts";
import { staffHomePath } from "./staffSession.ts";
import { texts, timeText } from "./texts.ts";

/** Props of ApplicationTable. */
export interface ApplicationTableProps {
  /** The page of applications to show. */
  rows: readonly ApplicationRow[];
  /** The list's state: its order. */
  query: ListQuery;
  /** The list's own address, handed to the application page for its way back. */
  listAddress: string;
  /** Changes the order. */
  onSort: (sort: SortColumn, order: "asc" | "desc") => void;
}

const columns: readonly { id: keyof typeof texts.columns; sort?: SortColumn }[] = [
  { id: "status", sort: "status" },
  { id: "reference", sort: "reference" },
  { id: "name", sort: "name" },
  { id: "email", sort: "email" },
  { id: "term" },
  { id: "updated", sort: "updated" },
  { id: "submitted", sort: "submitted" },
];

export const applicationAddress = (id: string): string => `${staffHomePath}/applications/${encodeURIComponent(id)}`;

const none = texts.list.none;

/**
 * The applications as a react-aria table: a column header sorts by its column (press again for the
 * other direction), and each row is a link to its application (a click, or Enter on the row the
 * arrow keys reached), so the table is one tab stop. It scrolls sideways in a box of its own on a
 * narrow screen, which the keyboard can scroll too.
 */
export function ApplicationTable({ rows, query, listAddress, onSort }: ApplicationTableProps) {
  return (
    <div className="staff-table" role="region" aria-label={texts.list.tableLabel} tabIndex={0}>
      <Table
        aria-label={texts.list.tableLabel}
        className="staff-table__table"
        sortDescriptor={{ column: query.sort, direction: query.order === "asc" ? "ascending" : "descending" }}
        onSortChange={({ column, direction }) => onSort(column as SortColumn, direction === "ascending" ? "asc" : "desc")}
      >
        <TableHeader columns={columns}>
          {(column) => (
            <Column id={column.sort ?? column.id} allowsSorting={column.sort !== undefined} isRowHeader={column.id === "name"} className="staff-table__column">
              {({ allowsSorting, sortDirection }) => (
                <span className="staff-table__heading">
                  {texts.columns[column.id]}
                  {allowsSorting && (
                    <span aria-hidden="true" className="staff-table__sort">
                      {sortDirection === "ascending" ? "▲" : sortDirection === "descending" ? "▼" : "↕"}
                    </span>
                  )}
                </span>
              )}
            </Column>
          )}
        </TableHeader>
        <TableBody items={rows} renderEmptyState={() => <p className="staff-table__empty">{texts.list.empty}</p>}>
          {(row) => (
            <Row id={row.id} href={applicationAddress(row.id)} routerOptions={{ state: { list: listAddress } }} className="staff-table__row">
              <Cell className="staff-table__cell">
                <span className={`staff-status staff-status--${row.status}`}>{texts.statuses[row.status] ?? row.status}</span>
              </Cell>
              <Cell className="staff-table__cell staff-table__cell--reference">{row.reference ?? none}</Cell>
              <Cell className="staff-table__cell">{row.name || none}</Cell>
              <Cell className="staff-table__cell">{row.email}</Cell>
              <Cell className="staff-table__cell">{row.termLabel ?? none}</Cell>
              <Cell className="staff-table__cell">
                <time dateTime={row.updatedAt}>{timeText(row.updatedAt)}</time>
              </Cell>
              <Cell className="staff-table__cell">{row.submittedAt ? <time dateTime={row.submittedAt}>{timeText(row.submittedAt)}</time> : none}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
