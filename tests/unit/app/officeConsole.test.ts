/**
 * Issue 29: the console and the server it reads agree. The console's catalogue names every status
 * and role the server knows, and the list's address sorts only by what the server sorts by; the
 * address's state reads back what it wrote, with its defaults left out.
 */
import { describe, expect, it } from "vitest";
import { applicationStatuses as consoleStatuses } from "../../../app/office/api.ts";
import { apiSearch, defaultListQuery, listSearch, readListQuery, sortColumns, withChange } from "../../../app/office/listQuery.ts";
import { officeTexts } from "../../../schema/office.ts";
import { applicationStatuses, listSorts } from "../../../server/office/list.ts";
import { permissionsOf, staffRoles } from "../../../server/office/roles.ts";

describe("the console and the office's API", () => {
  it("knows the server's statuses, roles and sorts, and names each status and role", () => {
    expect([...consoleStatuses]).toEqual([...applicationStatuses]);
    expect(Object.keys(officeTexts.statuses).sort()).toEqual([...applicationStatuses].sort());
    expect(Object.keys(officeTexts.roles).sort()).toEqual([...staffRoles].sort());
    expect([...sortColumns].sort()).toEqual([...listSorts].sort());
  });

  it("shows export and the audit trail to the roles the server lets use them", () => {
    expect(permissionsOf("reviewer")).toEqual(["read"]);
    expect(permissionsOf("manager")).toEqual(expect.arrayContaining(["export", "revokeLinks", "audit"]));
  });
});

describe("the list's address", () => {
  it("reads back what it writes, without its defaults", () => {
    const query = { ...defaultListQuery, status: "submitted", term: "FA27", from: "2026-11-01", q: "lovelace", sort: "name" as const, order: "asc" as const, page: 3, pageSize: 10 };
    const search = listSearch(query);
    expect(search.toString()).toBe("status=submitted&term=FA27&from=2026-11-01&q=lovelace&sort=name&order=asc&page=3&pageSize=10");
    expect(readListQuery(search)).toEqual(query);
    expect(listSearch(defaultListQuery).toString()).toBe("");
  });

  it("reads what it cannot use as its default", () => {
    expect(readListQuery(new URLSearchParams("sort=password&order=up&page=-2&pageSize=7&from=yesterday"))).toEqual(defaultListQuery);
  });

  it("shows the first page after a change of filter or order, and keeps the rest on a change of page", () => {
    const on3 = { ...defaultListQuery, page: 3 };
    expect(withChange(on3, { status: "started" }).page).toBe(1);
    expect(withChange(on3, { page: 4 })).toEqual({ ...on3, page: 4 });
  });

  it("asks the server with every value, and exports with the filters alone", () => {
    expect(apiSearch(defaultListQuery).toString()).toBe("sort=updated&order=desc&page=1&pageSize=50");
    expect(listSearch({ ...defaultListQuery, q: "ada", page: 2 }, { filtersOnly: true }).toString()).toBe("q=ada");
  });
});
