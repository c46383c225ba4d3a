import { Navigate, useLocation } from "react-router";
import { messages } from "../../engine/index.ts";
import { partnerSettings } from "../../schema/index.ts";
import { Footer } from "../layout/Footer.tsx";
import { Header } from "../layout/Header.tsx";
import { PageHeading } from "../layout/PageHeading.tsx";
import { defaultRoute } from "../navigation/defaultRoute.ts";
import { useAppStore } from "../session/hooks.ts";
import { useSuccessFromState } from "./useSuccessFromState.ts";

/** The completion page (spec section 2), with its own layout: only for a submitted application; anyone else goes to the default route. */
export function CompletionPage() {
  const webStatus = useAppStore((s) => s.webStatus);
  const { search } = useLocation();
  useSuccessFromState();
  if (webStatus !== "submitted") return <Navigate to={{ pathname: defaultRoute, search }} replace />;
  return (
    <div className="layout layout--completion">
      <Header />
      <main className="layout__main">
        <PageHeading title="Application Submitted" />
        <p>{messages.submitted}</p>
        <p>
          {partnerSettings.providerName} will send you an admissions decision within two weeks of receiving your application and supporting
          materials.
        </p>
      </main>
      <Footer />
    </div>
  );
}
