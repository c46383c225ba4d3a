import { useQuery } from "@tanstack/react-query";
import { type ReactNode, Suspense, lazy } from "react";
import { Link } from "react-aria-components";
import { useLocation, useOutletContext, useParams } from "react-router";
import { ConsoleHeading } from "./ConsoleHeading.tsx";
import { FactList } from "../ui/FactList.tsx";
import { LoadingSpinner } from "../ui/LoadingSpinner.tsx";
import { type ApplicationDetail, type ApplicationRow, type StaffMe, applicationQuery, documentPath, pdfPath } from "./api.ts";
import { AuditTrail } from "./AuditTrail.tsx";
import { LoadFailed } from "./LoadFailed.tsx";
import { RevokeLinks } from "./RevokeLinks.tsx";
import { SetAsideAnswers } from "./SetAsideAnswers.tsx";
import { staffHomePath } from "./staffSession.ts";
import { fill, texts, timeText } from "./texts.ts";

const PrintView = lazy(() => import("./PrintView.tsx").then((m) => ({ default: m.PrintView })));

const t = texts.application;

/** The list the officer came from (ApplicationTable hands it over), else the whole list. */
function listAddress(state: unknown): string {
  const list = typeof state === "object" && state !== null && "list" in state ? state.list : undefined;
  return typeof list === "string" && (list === staffHomePath || list.startsWith(`${staffHomePath}?`)) ? list : staffHomePath;
}

/** A time, or what stands for none. */
const when = (iso: string | null, none: string) => (iso ? <time dateTime={iso}>{timeText(iso)}</time> : none);

/** A link that opens a PDF in a new tab, saying so to a screen reader. */
function PdfAnchor({ href, children }: { href: string; children: string }) {
  return (
    <a className="link" href={href} target="_blank" rel="noopener">
      {children} <span className="visually-hidden">{t.opensNewTab}</span>
    </a>
  );
}

function Summary({ application, formVersion }: { application: ApplicationRow; formVersion: string }) {
  const rows: [string, ReactNode][] = [
    [t.status, texts.statuses[application.status] ?? application.status],
    [t.reference, application.reference ?? texts.list.none],
    [t.name, application.name || texts.list.none],
    [t.email, application.email],
    [t.term, application.termLabel ?? texts.list.none],
    [t.updated, when(application.updatedAt, texts.list.none)],
    [t.submitted, when(application.submittedAt, t.notSubmitted)],
    [t.formVersion, formVersion],
  ];
  return (
    <section className="staff-section" aria-labelledby="staff-summary">
      <h2 id="staff-summary">{t.summary}</h2>
      <FactList facts={rows} className="staff-summary" rowClassName="staff-summary__row" />
    </section>
  );
}

function Documents({ detail }: { detail: ApplicationDetail }) {
  const { application } = detail;
  return (
    <section className="staff-section" aria-labelledby="staff-documents">
      <h2 id="staff-documents">{t.documents}</h2>
      {detail.documents.length === 0 ? (
        <p>{t.noDocuments}</p>
      ) : (
        <ul className="staff-documents">
          {detail.documents.map((document) => (
            <li key={document.id}>
              {document.status === "COMPLETED" ? (
                <PdfAnchor href={documentPath(application.id, document.id)}>{fill(t.documentLink, { name: document.title, fileName: document.fileName })}</PdfAnchor>
              ) : (
                fill(t.documentNotReady, { name: document.title, fileName: document.fileName, state: texts.documentStates[document.status] ?? document.status })
              )}
            </li>
          ))}
        </ul>
      )}
      <h2 id="staff-pdf">{t.pdf}</h2>
      <p>{detail.pdf.available ? <PdfAnchor href={pdfPath(application.id)}>{t.pdfLink}</PdfAnchor> : t.pdfNotReady}</p>
    </section>
  );
}

function History({ detail }: { detail: ApplicationDetail }) {
  const { history } = detail;
  return (
    <section className="staff-section" aria-labelledby="staff-history">
      <h2 id="staff-history">{t.history}</h2>
      {history.length === 0 ? (
        <p>{t.noHistory}</p>
      ) : (
        <ol className="staff-history">
          {history.map((entry) => (
            <li key={`${entry.at}-${entry.event}`}>
              <time dateTime={entry.at}>{timeText(entry.at)}</time>: {texts.historyEvents[entry.event] ?? entry.event}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * /staff/applications/:id: the summary (with the version of the form the application is read
 * with), the documents (each its converted PDF), the application PDF, the history, the answers set
 * aside as its draft moved to later versions, and the read-only print view; for a manager also
 * Revoke Links and the application's audit trail.
 */
export function ApplicationPage() {
  const me = useOutletContext<StaffMe>();
  const { id = "" } = useParams();
  const { state } = useLocation();
  const application = useQuery(applicationQuery(id));
  const detail = application.data;
  const data = detail?.application;
  // The heading comes with the application (or its failure), so that it takes focus once, named.
  const title = data ? data.name || data.reference || data.email : t.titleFallback;
  return (
    <>
      <Link href={listAddress(state)} className="link staff-back">
        {t.back}
      </Link>
      {(data || application.isError) && <ConsoleHeading title={title} />}
      {application.isError ? (
        <LoadFailed error={application.error} onRetry={() => void application.refetch()} />
      ) : !detail || !data ? (
        <LoadingSpinner inPlace />
      ) : (
        <>
          <Summary application={data} formVersion={detail.formVersion} />
          {me.permissions.includes("revokeLinks") && <RevokeLinks id={data.id} />}
          <Documents detail={detail} />
          <History detail={detail} />
          <SetAsideAnswers answers={detail.setAside} />
          {me.permissions.includes("audit") && <AuditTrail id={data.id} />}
          <section className="staff-section" aria-labelledby="staff-print">
            <h2 id="staff-print">{data.status === "submitted" ? t.printView : t.printViewDraft}</h2>
            <Suspense fallback={<LoadingSpinner inPlace />}>
              <PrintView id={data.id} />
            </Suspense>
          </section>
        </>
      )}
    </>
  );
}
