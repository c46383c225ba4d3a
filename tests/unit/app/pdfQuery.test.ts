import type { Query } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { type PdfStatus, pdfQuery } from "../../../app/api/queries/pdf.ts";

/** The interval the PDF query asks for in a given state of the query. */
function interval(status: "pending" | "success" | "error", data?: PdfStatus): unknown {
  const refetch = pdfQuery().refetchInterval;
  if (typeof refetch !== "function") throw new Error("the PDF query's interval depends on its state");
  return refetch({ state: { status, data } } as unknown as Query<PdfStatus, Error, PdfStatus, readonly ["pdf"]>);
}

describe("the PDF download query's polling (spec section 9: every 1 s while pending, then every 10 minutes)", () => {
  it.each([
    { why: "before the first answer", status: "pending", data: undefined, every: 1000 },
    { why: "while the PDF waits to be built", status: "success", data: { status: "UNPROCESSED" }, every: 1000 },
    { why: "while the PDF is built", status: "success", data: { status: "IN_PROGRESS" }, every: 1000 },
    { why: "once it is ready", status: "success", data: { status: "COMPLETED", url: "/storage/object/x" }, every: 600_000 },
    { why: "when there is nothing to build", status: "success", data: { status: "NOT_ANSWERED" }, every: 600_000 },
    { why: "after a FAILED build (an error, not a pending state)", status: "error", data: undefined, every: 600_000 },
  ] as const)("$why: every $every ms", ({ status, data, every }) => {
    expect(interval(status, data)).toBe(every);
  });
});
