import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "react-aria-components";
import { messageOf } from "../api/errors.ts";
import { isPdfPending, pdfKey, pdfQuery } from "../api/queries/pdf.ts";
import { queryClient } from "../api/queryClient.ts";
import { useIsLoggedIn } from "../session/hooks.ts";
import { useWords } from "../words.ts";


/** Props of PdfLink. */
export interface PdfLinkProps {
  /**
   * Whether the PDF is asked for as soon as the link shows (/completion). On the form pages it is
   * made when the student asks: each save changes the application, and a PDF built after every save
   * for every student would cost a browser render each, for nobody to read.
   */
  auto?: boolean;
}

/** Whether GET /api/pdf has been asked in this visit (a disabled query leaves an entry that never fetched). */
function askedBefore(): boolean {
  const state = queryClient.getQueryState(pdfKey);
  return state !== undefined && (state.dataUpdateCount > 0 || state.errorUpdateCount > 0 || state.fetchStatus === "fetching");
}

/**
 * The PDF download link of spec section 2, with its loading state: while the server builds the
 * PDF the link waits (polled every second); a FAILED build shows its message where the link
 * would be, with a way to ask again, rather than taking the page down with it.
 */
export function PdfLink({ auto = false }: PdfLinkProps) {
  const isLoggedIn = useIsLoggedIn();
  const { pdf: t, common } = useWords();
  // Asked for once in this visit, it stays asked for on every page.
  const [requested, setRequested] = useState(() => auto || askedBefore());
  const pdf = useQuery({ ...pdfQuery(), enabled: isLoggedIn && requested, throwOnError: false });
  if (!isLoggedIn) return null;
  if (!requested) {
    return (
      <div className="pdf-link">
        <Button className="button button--secondary" onPress={() => setRequested(true)}>
          {t.request}
        </Button>
      </div>
    );
  }
  if (pdf.isError) {
    return (
      <div className="pdf-link pdf-link--error" role="alert">
        <span>{messageOf(pdf.error)}</span>
        <Button className="button button--secondary" onPress={() => void pdf.refetch()}>
          {t.tryAgain}
        </Button>
      </div>
    );
  }
  if (isPdfPending(pdf.data)) {
    return (
      <div className="pdf-link pdf-link--loading" role="status">
        <span className="circles" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        {t.preparing}
      </div>
    );
  }
  if (pdf.data?.status !== "COMPLETED" || !pdf.data.url) return null;
  return (
    <a className="pdf-link link" href={pdf.data.url} target="_blank" rel="noopener">
      {t.download}
      <span className="visually-hidden"> {common.opensNewTab}</span>
    </a>
  );
}
