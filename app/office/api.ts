/**
 * The console's calls under /staff-api (server/office/): a queryOptions factory per resource with
 * its key, and the mutations. Every call goes through the app's one fetch helper (api/http.ts), so
 * a refusal carries the server's catalogue message and a 401 is an unauthorized error.
 */
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { SetAsideReason } from "../../engine/index.ts";
import { request } from "../api/http.ts";
import type { ServiceApplication } from "../api/queries/tokens.ts";
import { type ListQuery, apiSearch, listSearch } from "./listQuery.ts";

export const staffApi = "/staff-api";

/** What a staff member may do (server/office/roles.ts). */
export type Permission = "read" | "export" | "revokeLinks" | "audit";

/** GET /staff-api/me. */
export interface StaffMe {
  readonly username: string;
  readonly role: "reviewer" | "manager";
  readonly permissions: readonly Permission[];
}

export const applicationStatuses = ["not-started", "started", "validating", "submitted"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** One application as the list shows it. */
export interface ApplicationRow {
  readonly id: string;
  readonly reference: string | null;
  readonly status: ApplicationStatus;
  readonly name: string;
  readonly email: string;
  readonly term: string | null;
  readonly termLabel: string | null;
  readonly updatedAt: string;
  readonly submittedAt: string | null;
}

/** GET /staff-api/applications. */
export interface ApplicationPage {
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly rows: readonly ApplicationRow[];
  readonly terms: readonly { readonly code: string; readonly label: string }[];
}

export const documentStates = ["UNPROCESSED", "IN_PROGRESS", "COMPLETED", "FAILED"] as const;

/** One uploaded document of an application; only a converted one (COMPLETED) can be opened. */
export interface ApplicationDocument {
  /** The conversion's id, for its PDF. */
  readonly id: string;
  readonly answerKey: string;
  /** Its question, in a repeat group with its entry ("College/University 2: Lansing Community College, Unofficial Transcript"). */
  readonly title: string;
  /** The form page that asks it. */
  readonly page: string;
  readonly fileName: string;
  readonly status: (typeof documentStates)[number];
  /** Why a conversion failed. */
  readonly message: string | null;
}

export const historyEvents = ["created", "confirmed", "signed-in", "started", "validating", "submitted"] as const;

/** GET /staff-api/applications/:id. */
export interface ApplicationDetail {
  readonly application: ApplicationRow;
  readonly documents: readonly ApplicationDocument[];
  /** Oldest first. */
  readonly history: readonly { readonly at: string; readonly event: (typeof historyEvents)[number] }[];
  /** Whether the application PDF is built and can be opened now. */
  readonly pdf: { readonly available: boolean };
  /** The label of the version of the form the application is read with. */
  readonly formVersion: string;
  /** Answers set aside as its draft moved to later versions of the form, oldest first. */
  readonly setAside: readonly SetAsideLine[];
}

/** An answer a later version of the form no longer asks or accepts, worded by the version it was given on. */
export interface SetAsideLine {
  readonly key: string;
  /** The question as that version labelled it. */
  readonly question: string;
  /** The answer: for a choice, that version's label of the option chosen. */
  readonly answer: string;
  readonly reason: SetAsideReason;
  /** The label of the version it was given on. */
  readonly version: string;
  /** When it was set aside. */
  readonly at: string;
}

/** One line of the audit trail (GET /staff-api/audit), newest first. */
export interface AuditEntry {
  readonly at: string;
  readonly username: string;
  readonly action: string;
  readonly reference: string | null;
  readonly applicationId?: string | null;
  readonly ip: string | null;
}

const encoded = (id: string): string => encodeURIComponent(id);

export const applicationPath = (id: string): string => `${staffApi}/applications/${encoded(id)}`;
export const documentPath = (id: string, documentId: string): string => `${applicationPath(id)}/documents/${encoded(documentId)}`;
export const pdfPath = (id: string): string => `${applicationPath(id)}/pdf`;
/** The export of what `query` selects, as a file the browser downloads. */
export const exportPath = (query: ListQuery, format: "csv" | "json"): string => {
  const search = listSearch(query, { filtersOnly: true });
  search.set("format", format);
  return `${staffApi}/export?${search}`;
};

export const staffKeys = {
  all: ["staff"] as const,
  me: ["staff", "me"] as const,
  list: (query: ListQuery) => ["staff", "applications", listSearch(query).toString()] as const,
  application: (id: string) => ["staff", "application", id] as const,
  print: (id: string) => ["staff", "application", id, "print"] as const,
  audit: (id: string) => ["staff", "audit", id] as const,
};

export const meQuery = () => queryOptions({ queryKey: staffKeys.me, queryFn: () => request<StaffMe>("GET", `${staffApi}/me`) });

export const applicationsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: staffKeys.list(query),
    queryFn: () => request<ApplicationPage>("GET", `${staffApi}/applications?${apiSearch(query)}`),
    // The list is read again when it is opened again: other officers' students move on meanwhile.
    staleTime: 0,
  });

export const applicationQuery = (id: string) =>
  queryOptions({ queryKey: staffKeys.application(id), queryFn: () => request<ApplicationDetail>("GET", applicationPath(id)), staleTime: 0 });

export const printQuery = (id: string) =>
  queryOptions({ queryKey: staffKeys.print(id), queryFn: () => request<ServiceApplication>("GET", `${applicationPath(id)}/print`), staleTime: 0 });

export const auditQuery = (id: string) =>
  queryOptions({
    queryKey: staffKeys.audit(id),
    queryFn: () => request<{ entries: readonly AuditEntry[] }>("GET", `${staffApi}/audit?${new URLSearchParams({ application: id, limit: "100" })}`),
    staleTime: 0,
  });

/** POST /staff-api/logout: ends the staff session on the server and clears its cookie. */
export const staffLogoutRequest = () => request<{ message: string }>("POST", `${staffApi}/logout`);

export const staffMutations = {
  login: () =>
    mutationOptions({
      mutationKey: ["staff", "login"],
      mutationFn: (values: { username: string; password: string }) => request<{ message: string; username: string; role: string }>("POST", `${staffApi}/login`, values),
    }),
  logout: () => mutationOptions({ mutationKey: ["staff", "logout"], mutationFn: staffLogoutRequest }),
  revokeLinks: (id: string) =>
    mutationOptions({ mutationKey: ["staff", "revoke", id], mutationFn: () => request<{ message?: string }>("POST", `${applicationPath(id)}/revoke-links`) }),
};
