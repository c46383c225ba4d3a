import { useEffect, useState } from "react";
import { useWords } from "../words.ts";
import { Navigate, useLocation } from "react-router";
import { Footer } from "../layout/Footer.tsx";
import { Header } from "../layout/Header.tsx";
import { PageHeading } from "../layout/PageHeading.tsx";
import { defaultRoute } from "../navigation/defaultRoute.ts";
import { appStore } from "../session/appStore.ts";
import { useAppStore } from "../session/hooks.ts";
import { PdfLink } from "./PdfLink.tsx";
import { SubmissionReceipt } from "./SubmissionReceipt.tsx";
import { useNoticesFromState } from "./useNoticesFromState.ts";
import { WelcomeBanner } from "./WelcomeBanner.tsx";
import { mainId } from "../layout/SkipLink.tsx";

/**
 * The completion page (spec section 2), with its own layout: only for a submitted application;
 * anyone else goes to the default route. It carries the submitted banner and the PDF of the
 * application for the student's records, beside the receipt (reference and submission time).
 */
export function CompletionPage() {
  const webStatus = useAppStore((s) => s.webStatus);
  // Decided on arrival: a session ending here clears the status on its way to /login, and a
  // redirect to the default route then would replace that navigation, whose page is still loading.
  const [submitted] = useState(webStatus === "submitted");
  const justSubmitted = useAppStore((s) => s.justSubmitted);
  const { search } = useLocation();
  useNoticesFromState();
  const words = useWords();
  useEffect(() => {
    if (justSubmitted) appStore.getState().submittedNoticeShown();
  }, [justSubmitted]);
  if (!submitted) return <Navigate to={{ pathname: defaultRoute, search }} replace />;
  return (
    <div className="layout layout--completion">
      <Header />
      <main id={mainId} tabIndex={-1} className="layout__main">
        <PageHeading title={words.form.completionTitle} />
        <WelcomeBanner />
        <SubmissionReceipt />
        <PdfLink auto />
      </main>
      <Footer />
    </div>
  );
}
