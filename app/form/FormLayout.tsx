import { Navigate, Outlet, useLocation } from "react-router";
import { FormProvider } from "../../renderer/index.ts";
import { Footer } from "../layout/Footer.tsx";
import { Header } from "../layout/Header.tsx";
import { useAppStore } from "../session/hooks.ts";
import { appForm, appRules, formStore, today } from "./appForm.ts";
import { configurationError } from "./configuration.ts";
import { services } from "./services.ts";
import { useSuccessFromState } from "./useSuccessFromState.ts";

/**
 * The frame of the form pages (spec section 2): header, the page, footer, with the renderer's
 * form context around every page. A submitted application shows only its completion page.
 */
export function FormLayout() {
  const webStatus = useAppStore((s) => s.webStatus);
  const { search } = useLocation();
  useSuccessFromState();
  const problem = import.meta.env.DEV ? configurationError(appForm) : null;
  if (problem) throw problem;
  if (webStatus === "submitted") return <Navigate to={{ pathname: "/completion", search }} replace />;
  return (
    <div className="layout">
      <Header />
      <main className="layout__main">
        <FormProvider form={appForm} rules={appRules} services={services} store={formStore} today={today()}>
          <Outlet />
        </FormProvider>
      </main>
      <Footer />
    </div>
  );
}
