import type { ReactNode } from "react";
import { receiptTexts } from "../formTexts.ts";
import type { ServiceApplication } from "../api/queries/tokens.ts";
import { FactList } from "../ui/FactList.tsx";

const texts = receiptTexts.service;

/**
 * The status block at the top of the print view: whether the application is submitted, when (in
 * the university's time zone, as the server wrote it), its reference, the student's e-mail, the
 * application's id and the version of the form it is shown with, so an officer tells a submitted
 * application from a draft at a glance. In the page's language: the office's, or the student's in
 * the PDF printed for them. A div, not a section: the print layout starts the first
 * page's section without a page break.
 */
export function ServiceStatus({ status }: { status: ServiceApplication["status"] }) {
  const submitted = status.status === "submitted";
  const rows: [string, ReactNode][] = [
    [texts.status, submitted ? receiptTexts.status.submitted : receiptTexts.status.draft],
    [texts.submittedAt, status.submitted_at ? <time dateTime={status.submitted_at}>{status.submitted_at_text ?? status.submitted_at}</time> : texts.none],
    [texts.reference, status.reference ?? texts.none],
    [texts.email, status.email],
    [texts.applicationId, status.application_id],
    [texts.formVersion, status.form_version],
  ];
  return (
    <div className={`service__status service__status--${status.status}`} role="group" aria-labelledby="service-status-heading">
      <h2 id="service-status-heading" className="service__status-heading">
        {texts.heading}
      </h2>
      <FactList facts={rows} className="service__status-list" rowClassName="service__status-row" />
    </div>
  );
}
