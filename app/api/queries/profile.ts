import { queryOptions } from "@tanstack/react-query";
import { request } from "../http.ts";
import type { Profile } from "../types.ts";

export const profileKey = ["profile"] as const;

/** GET /api/profile: the student's answers, documents, tabs, last page, logins and statuses. */
export const profileQuery = () =>
  queryOptions({
    queryKey: profileKey,
    queryFn: () => request<Profile>("GET", "/api/profile"),
  });
