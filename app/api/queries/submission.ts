import { queryOptions } from "@tanstack/react-query";
import { request } from "../http.ts";

/**
 * The receipt of a submitted application: its reference and when it was submitted, as ISO time and
 * as the server wrote it in the university's time zone (the browser does not know that zone).
 */
export interface Submission {
  readonly reference: string;
  readonly submitted_at: string;
  readonly submitted_at_text: string;
}

export const submissionKey = ["submission"] as const;

/** The receipt from GET /api/profile (null before the submit); the submit itself fills it (submitApplication). */
export const submissionQuery = () =>
  queryOptions({
    queryKey: submissionKey,
    queryFn: async (): Promise<Submission | null> => (await request<{ submission: Submission | null }>("GET", "/api/profile")).submission,
  });
