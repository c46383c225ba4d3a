import { useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { messages } from "../../engine/index.ts";
import { Footer } from "../layout/Footer.tsx";
import { Header } from "../layout/Header.tsx";
import { PageHeading } from "../layout/PageHeading.tsx";
import { defaultRoute } from "../navigation/defaultRoute.ts";
import { appStore } from "../session/appStore.ts";
import { useAppStore } from "../session/hooks.ts";
import { ToastRegion } from "../ui/ToastRegion.tsx";
import { PdfLink } from "./PdfLink.tsx";
import { useNoticesFromState } from "./useNoticesFromState.ts";
import { WelcomeBanner } from "./WelcomeBanner.tsx";

/**
 * The completion page (spec section 2), with its own layout: only for a submitted application;
 * anyone else goes to the default route. It carries the submitted banner and the PDF of the
 * application for the student's records.
 */
export function CompletionPage() {
  const webStatus = useAppStore((s) => s.webStatus);
  // Decided on arrival: a session ending here clears the status on its way to /login, and a
  // redirect to the default route then would replace that navigation, whose page is still loading.
  const [submitted] = useState(webStatus === "submitted");
  const justSubmitted = useAppStore((s) => s.justSubmitted);
  const { search } = useLocation();
  useNoticesFromState();
  useEffect(() => {
    if (justSubmitted) appStore.getState().submittedNoticeShown();
  }, [justSubmitted]);
  if (!submitted) return <Navigate to={{ pathname: defaultRoute, search }} replace />;
  return (
    <div className="layout layout--completion">
      <Header />
      <ToastRegion />
      <main className="layout__main">
        <PageHeading title="Application Submitted" />
        <p>{messages.submitted}</p>
        <WelcomeBanner />
        <PdfLink auto />
      </main>
      <Footer />
    </div>
  );
}
