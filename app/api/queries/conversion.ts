import { queryOptions } from "@tanstack/react-query";
import type { ConversionRecord } from "../../../renderer/index.ts";
import { request } from "../http.ts";

export const conversionKey = (answerKey: string) => ["conversion", answerKey] as const;

/**
 * GET /api/pdf/document-answer/{key}: where a document's conversion stands (and why it FAILED). Always fetched
 * afresh: the renderer polls it while the conversion is pending (spec section 4).
 */
export const conversionQuery = (answerKey: string) =>
  queryOptions({
    queryKey: conversionKey(answerKey),
    queryFn: () => request<ConversionRecord>("GET", `/api/pdf/document-answer/${encodeURIComponent(answerKey)}`),
    staleTime: 0,
  });
