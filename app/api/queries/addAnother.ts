import { queryOptions } from "@tanstack/react-query";
import type { AddAnotherData } from "../../../engine/index.ts";
import { request } from "../http.ts";

export const addAnotherKey = ["add-another"] as const;

/** GET /api/add-another: instances per repeat group (1 when absent). */
export const addAnotherQuery = () =>
  queryOptions({
    queryKey: addAnotherKey,
    queryFn: () => request<AddAnotherData>("GET", "/api/add-another"),
  });
