import { useEffect, useRef, useState } from "react";
import { useWords } from "../words.ts";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { FormProvider } from "../../renderer/index.ts";
import { Footer } from "../layout/Footer.tsx";
import { Header } from "../layout/Header.tsx";
import { useAppStore } from "../session/hooks.ts";
import { prefetchAnswerValidator } from "./answerValidator.ts";
import { appForm, appRules, formStore, today } from "./appForm.ts";
import { configurationError } from "./configuration.ts";
import { PdfLink } from "./PdfLink.tsx";
import { services } from "./services.ts";
import { StepNav } from "./StepNav.tsx";
import type { FormOutletContext } from "./stepNavigation.ts";
import { useStepNavigation } from "./useStepNavigation.ts";
import { useNoticesFromState } from "./useNoticesFromState.ts";
import { ValidationSummary } from "./ValidationSummary.tsx";
import { WelcomeBanner } from "./WelcomeBanner.tsx";
import { FormChangesNotice } from "./FormChangesNotice.tsx";
import { FormUpdatedNotice } from "./FormUpdatedNotice.tsx";
import { mainId } from "../layout/SkipLink.tsx";

/**
 * The frame of the form pages (spec section 2): header, step navigation, welcome banner,
 * validation summary, the page with its buttons, footer, with the renderer's form context around
 * the page. A submitted application shows only its completion page.
 */
export function FormLayout() {
  const webStatus = useAppStore((s) => s.webStatus);
  const justSubmitted = useAppStore((s) => s.justSubmitted);
  const { search, pathname } = useLocation();
  const routerNavigate = useNavigate();
  const navigation = useStepNavigation();
  const words = useWords();
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const [summaryFocus, setSummaryFocus] = useState(0);
  useNoticesFromState();
  // The page draws without the answers' validator; it comes once the browser is idle, before a submit or a summary needs it.
  useEffect(prefetchAnswerValidator, []);
  useEffect(() => {
    if (summaryFocus > 0) summaryHeading.current?.focus();
  }, [summaryFocus]);
  const problem = import.meta.env.DEV ? configurationError(appForm) : null;
  if (problem) throw problem;
  if (webStatus === "submitted") {
    return <Navigate to={{ pathname: "/completion", search }} replace state={justSubmitted ? { success: words.messages.submitted } : undefined} />;
  }
  const current = pathname.slice(1);
  // A link to a field of this page only moves focus; one to another page saves first, like the step links.
  const openLink = (href: string): void => {
    if (href.startsWith(`${pathname}#`)) void routerNavigate(href, { replace: true });
    else navigation.goTo(href);
  };
  const context: FormOutletContext = { navigation, focusSummary: () => setSummaryFocus((n) => n + 1) };
  return (
    <div className="layout">
      <Header />
      <StepNav current={current} goTo={navigation.goTo} isSaving={navigation.isSaving} />
      <main id={mainId} tabIndex={-1} className="layout__main">
        <WelcomeBanner />
        <FormUpdatedNotice />
        <FormChangesNotice openLink={openLink} />
        <ValidationSummary openLink={openLink} headingRef={summaryHeading} />
        <FormProvider form={appForm} rules={appRules} services={services} store={formStore} today={today()} words={words}>
          {/* Each page is drawn anew, not the last one's elements moved about (layout shifts, issue 28). */}
          <Outlet key={pathname} context={context} />
        </FormProvider>
        <PdfLink />
      </main>
      <Footer />
    </div>
  );
}
