import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type RendererServices, createFormStore } from "../../renderer/index.ts";
import type { ServiceApplication } from "../api/queries/tokens.ts";
import { PrintedPages } from "../form/PrintedPages.tsx";
import { ServiceStatus } from "../form/ServiceStatus.tsx";
import { printedForm } from "../form/versionForm.ts";
import { LoadingSpinner } from "../ui/LoadingSpinner.tsx";
import { printQuery } from "./api.ts";
import { LoadFailed } from "./LoadFailed.tsx";

// The print view reads and never writes: a call the renderer would make is refused.
const refused = () => Promise.reject(new Error("the console's print view is read-only"));
const readOnly: RendererServices = {
  lookup: async () => [],
  lookupDetail: refused,
  upload: refused,
  deleteUpload: refused,
  conversionStatus: refused,
  addAnother: refused,
  removeEntry: refused,
  switchTab: refused,
  notifyError: () => undefined,
};

/**
 * The application in a store of its own, read-only (the student's form store is never touched),
 * drawn with the version of the form it was submitted on (issue 39).
 */
function PrintedApplication({ application }: { application: ServiceApplication }) {
  const printed = printedForm(application);
  const [store] = useState(() => {
    const made = createFormStore(printed.form, { isServiceUser: true });
    const form = made.getState();
    form.loadAnswers(application.answer);
    form.setAddAnother(application.add_another);
    form.setTabs(application.tabs);
    for (const [key, info] of Object.entries(application.document_answer)) form.setDocument(key, info);
    return made;
  });
  return (
    <div className="staff-print layout__main--service">
      <ServiceStatus status={application.status} />
      <PrintedPages printed={printed} store={store} services={readOnly} titleLevel={3} idPrefix="staff-print-" />
    </div>
  );
}

/**
 * The read-only print view of one application (GET /staff-api/applications/:id/print, the payload
 * of the staff link's /service/tmp-pdf), drawn by the renderer's print variants as the staff link's
 * view is (form/ServiceView.tsx). Its code is the form's, loaded only when an application opens.
 */
export function PrintView({ id }: { id: string }) {
  const application = useQuery(printQuery(id));
  if (application.isError) return <LoadFailed error={application.error} onRetry={() => void application.refetch()} />;
  if (!application.data) return <LoadingSpinner inPlace />;
  return <PrintedApplication key={application.dataUpdatedAt} application={application.data} />;
}
