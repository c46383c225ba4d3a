import { queryOptions } from "@tanstack/react-query";
import { wordsNow } from "../../words.ts";
import { AppError } from "../errors.ts";
import { request } from "../http.ts";

/** GET /api/pdf: the PDF status record of spec section 3. */
export interface PdfStatus {
  readonly status: "COMPLETED" | "FAILED" | "IN_PROGRESS" | "UNPROCESSED" | "NOT_ANSWERED";
  readonly url?: string;
  readonly message?: string;
}

export const pdfKey = ["pdf"] as const;

// Spec section 9: every second until the first result that is not pending, then every 10 minutes.
const pollWhilePending = 1000;
const pollOnceReady = 600_000;

/** Whether the PDF is still to come: no answer yet, or being built. */
export const isPdfPending = (data: PdfStatus | undefined): boolean => data === undefined || data.status === "IN_PROGRESS" || data.status === "UNPROCESSED";

/** The application PDF's status and download address; FAILED is an error (spec section 4). */
export const pdfQuery = () =>
  queryOptions({
    queryKey: pdfKey,
    queryFn: async () => {
      const pdf = await request<PdfStatus>("GET", "/api/pdf");
      if (pdf.status === "FAILED") throw new AppError("server", pdf.message || wordsNow().messages.unexpected);
      return pdf;
    },
    staleTime: 0,
    // A failure is a result too: asked again after the long interval (or by the student), not every
    // second, which would also replace its message with the loading state each time.
    refetchInterval: (query) => (query.state.status !== "error" && isPdfPending(query.state.data) ? pollWhilePending : pollOnceReady),
  });
