import "./office.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, lazy, useEffect } from "react";
import { RouterProvider as AriaRouterProvider } from "react-aria-components";
import { Navigate, Route, Routes, useHref, useNavigate } from "react-router";
import { LoadingSpinner } from "../ui/LoadingSpinner.tsx";
import { SignedIn } from "./SignedIn.tsx";
import { SignInPage } from "./SignInPage.tsx";
import { bindStaffNavigation, staffHomePath, staffQueryClient } from "./staffSession.ts";

const ApplicationList = lazy(() => import("./ApplicationList.tsx").then((m) => ({ default: m.ApplicationList })));
const ApplicationPage = lazy(() => import("./ApplicationPage.tsx").then((m) => ({ default: m.ApplicationPage })));

/**
 * The admissions office's console under /staff (issue 29), loaded as chunks of its own (routes.tsx),
 * so a student's pages carry none of it. It keeps its own server state and session rules
 * (staffSession.ts). Unlike the student's pages, its links push history entries: the list's
 * filters live in the address, and back and forward walk through them.
 */
export function Console() {
  const navigate = useNavigate();
  useEffect(() => bindStaffNavigation((to, state) => void navigate(to, { state })), [navigate]);
  return (
    <QueryClientProvider client={staffQueryClient}>
      <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
        <div className="page-scroll">
          <Suspense fallback={<LoadingSpinner />}>
            <Routes>
              <Route path="login" element={<SignInPage />} />
              <Route element={<SignedIn />}>
                <Route index element={<ApplicationList />} />
                <Route path="applications/:id" element={<ApplicationPage />} />
              </Route>
              <Route path="*" element={<Navigate to={staffHomePath} replace />} />
            </Routes>
          </Suspense>
        </div>
      </AriaRouterProvider>
    </QueryClientProvider>
  );
}
