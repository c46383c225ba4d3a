import { Suspense, lazy, useEffect, useRef } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { pageIds } from "../schema/generated/pageIds.ts";
import { AccountLayout } from "./layout/AccountLayout.tsx";
import { AppShell } from "./layout/AppShell.tsx";
import { LoadingFrame } from "./layout/LoadingFrame.tsx";
import { defaultRoute } from "./navigation/defaultRoute.ts";
import { useAppNavigate } from "./navigation/useAppNavigate.ts";
import { TakenOver } from "./prerender/TakenOver.tsx";
import { bindNavigation } from "./session/endSession.ts";
import { ErrorBoundary } from "./ui/ErrorBoundary.tsx";
import { RootErrorScreen } from "./ui/RootErrorScreen.tsx";

// Each account page is its own chunk. The form's gate, layout and page come with the application's
// form (form/formPart.ts), all at once, and an account page loads none of it.
const LoginPage = lazy(() => import("./account/LoginPage.tsx").then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import("./account/SignupPage.tsx").then((m) => ({ default: m.SignupPage })));
const ConfirmPage = lazy(() => import("./account/ConfirmPage.tsx").then((m) => ({ default: m.ConfirmPage })));
const ForgotPage = lazy(() => import("./account/ForgotPage.tsx").then((m) => ({ default: m.ForgotPage })));
const ResetPage = lazy(() => import("./account/ResetPage.tsx").then((m) => ({ default: m.ResetPage })));
const ProfileGate = lazy(() => import("./form/formPart.ts").then((m) => ({ default: m.ProfileGate })));
const FormLayout = lazy(() => import("./form/formPart.ts").then((m) => ({ default: m.FormLayout })));
const FormPage = lazy(() => import("./form/formPart.ts").then(async (m) => (await m.firstScreenDrawable, { default: m.FormPage })));
const CompletionPage = lazy(() => import("./form/CompletionPage.tsx").then((m) => ({ default: m.CompletionPage })));
// The admissions office's console (issue 29): chunks of its own, which no student page loads
// (tests/e2e/consoleChunks.test.ts). It has its own shell, server state and session (office/Console.tsx).
const Console = lazy(() => import("./office/Console.tsx").then((m) => ({ default: m.Console })));

/** Spec section 2: an unknown path goes to the default route, keeping its query string (a token, a service token). */
function ToDefaultRoute() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: defaultRoute, search }} replace />;
}

/** Ending a session outside React (an idle logout, a lost session) navigates with the router's navigate. */
function SessionNavigation() {
  const navigate = useAppNavigate();
  useEffect(() => bindNavigation(navigate), [navigate]);
  return null;
}

/** The root error screen, until the browser goes to another address (its back button). */
function RootError({ reset }: { reset: () => void }) {
  const { key } = useLocation();
  const failedAt = useRef(key);
  useEffect(() => {
    if (key !== failedAt.current) reset();
  }, [key, reset]);
  return <RootErrorScreen />;
}

/**
 * The routes of spec section 2. The account pages sit outside the group that loads the profile;
 * the form pages, one per page of the schema (known here by their ids alone), and /completion sit
 * inside it. /staff and below is the office's console, outside the students' shell. A screen that
 * fails outright shows the root error screen in place of everything.
 */
export function AppRoutes() {
  return (
    <ErrorBoundary fallback={(_error, reset) => <RootError reset={reset} />}>
      <SessionNavigation />
      <Routes>
        <Route path="/staff/*" element={<Console />} />
        <Route element={<AppShell />}>
          <Route element={<AccountLayout />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/signup" element={<SignupPage />} />
            <Route path="/confirm" element={<ConfirmPage />} />
            <Route path="/forgot" element={<ForgotPage />} />
            <Route path="/reset" element={<ResetPage />} />
          </Route>
          {/* The form's code on its way: the header and footer paint with the spinner between them. */}
          <Route
            element={
              <Suspense fallback={<LoadingFrame />}>
                <ProfileGate />
                <TakenOver />
              </Suspense>
            }
          >
            <Route element={<FormLayout />}>
              {pageIds.map((id) => (
                <Route key={id} path={`/${id}`} element={<FormPage pageId={id} />} />
              ))}
            </Route>
            <Route path="/completion" element={<CompletionPage />} />
          </Route>
          <Route index element={<ToDefaultRoute />} />
          <Route path="*" element={<ToDefaultRoute />} />
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
