import { useQuery } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useState } from "react";
import { type Form, applicantNameKeys, nameAnswer } from "../../engine/index.ts";
import { preloadKinds, registry } from "../../renderer/index.ts";
import { partnerSettings } from "../../schema/partner.ts";
import { messageOf } from "../api/errors.ts";
import { type ServiceApplication, serviceApplicationQuery } from "../api/queries/tokens.ts";
import { PageHeading } from "../layout/PageHeading.tsx";
import { appStore } from "../session/appStore.ts";
import { LoadingSpinner } from "../ui/LoadingSpinner.tsx";
import { appForm, formStore } from "./appForm.ts";
import { PrintedPages } from "./PrintedPages.tsx";
import { ServiceStatus } from "./ServiceStatus.tsx";
import { services } from "./services.ts";
import { printedForm } from "./versionForm.ts";

/** Props of ServiceView. */
export interface ServiceViewProps {
  /** The service_token of the staff link. */
  token: string;
}

/** Puts the application a staff link opened into the stores, read-only. */
function loadServiceApplication(application: ServiceApplication): void {
  appStore.getState().enteredServiceMode();
  const form = formStore.getState();
  form.setSession({ isServiceUser: true });
  form.loadAnswers(application.answer);
  form.setAddAnother(application.add_another);
  form.setTabs(application.tabs);
  for (const [key, info] of Object.entries(application.document_answer)) form.setDocument(key, info);
}

/** Loads the print variants of every kind `form` asks with; whether they all loaded. */
const printVariantsLoaded = (form: Form): Promise<boolean> =>
  preloadKinds(registry, form.pages.flatMap((page) => page.children), "Print").then(
    () => true,
    () => false,
  );

/** The applicant's given then family name, as the application's form marks them (as the PDF's band writes it). */
function fullName(application: ServiceApplication, form: Form): string {
  const nameKeys = applicantNameKeys(form);
  return [nameKeys.given, nameKeys.family]
    .map((key) => nameAnswer(application.answer, key))
    .filter((part) => part !== "")
    .join(" ");
}

/**
 * Service mode (spec sections 1 and 6): the whole application in the print layout, every page
 * one after another, read-only, with no navigation, inputs, account popover, header or footer.
 * `data-print-ready` marks the moment everything is drawn and the fonts are in, which is when the
 * server's PDF renderer prints it. The print variants' code loads on demand: it starts loading
 * with the application, and the mark waits for all of it. The application is drawn with the
 * version of the form it was submitted on (issue 39), which may ask what the app's form does not.
 */
export function ServiceView({ token }: ServiceViewProps) {
  const application = useQuery({ ...serviceApplicationQuery(token), throwOnError: false });
  const [loaded, setLoaded] = useState<ServiceApplication | null>(null);
  const [ready, setReady] = useState(false);
  // Whether the print variants' code has loaded: the app's form's, started with the application's
  // own load; an older version's own kinds, if it has any, once the application is there.
  const [printKinds] = useState(() => printVariantsLoaded(appForm));
  useLayoutEffect(() => {
    if (!application.data || application.data === loaded) return;
    loadServiceApplication(application.data);
    setLoaded(application.data);
  }, [application.data, loaded]);
  useEffect(() => {
    if (!loaded) return;
    let current = true;
    const allLoaded = printKinds.then((appKinds) => appKinds && printVariantsLoaded(printedForm(loaded).form));
    // The pages draw only once their print variants are there (each page waits for its own), so
    // this wait is already over when they show; it keeps the mark true to its meaning. A variant
    // that failed to load leaves the mark off: the page's own load fails the same way and its
    // error boundary says so, and the PDF's renderer, finding no mark, reports the failure.
    void Promise.all([document.fonts.ready, allLoaded]).then(([, kindsLoaded]) => {
      if (current && kindsLoaded) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [loaded, printKinds]);
  if (application.isError) {
    return (
      <main className="layout__main layout__main--service">
        <PageHeading title={partnerSettings.applicationTitle} />
        <p role="alert">{messageOf(application.error)}</p>
      </main>
    );
  }
  if (!loaded) return <LoadingSpinner />;
  const printed = printedForm(loaded);
  const name = fullName(loaded, printed.form);
  return (
    <main className="layout__main layout__main--service" data-print-ready={ready || undefined}>
      <PageHeading title={name ? `${partnerSettings.applicationTitle}: ${name}` : partnerSettings.applicationTitle} />
      <p className="service__provider">{partnerSettings.providerName}</p>
      <ServiceStatus status={loaded.status} />
      <PrintedPages printed={printed} store={formStore} services={services} titleLevel={2} idPrefix="service-page-" />
    </main>
  );
}
