import { useEffect } from "react";
import { RouterProvider as AriaRouterProvider } from "react-aria-components";
import { Outlet, useHref, useLocation, useNavigate } from "react-router";
import { preloadLater } from "../loadLater.ts";
import { InactivityWarning } from "../session/InactivityWarning.tsx";
import { ErrorDialogBoundary } from "../ui/ErrorDialogBoundary.tsx";
import { ToastRegion } from "../ui/ToastRegion.tsx";
import { toast } from "../ui/toasts.ts";

/**
 * What every screen shares: react-aria-components' links navigate through the router, replacing
 * the history entry (spec section 2); error toasts of the pages left behind close; the inactivity
 * warning while logged in; the toasts of every screen, fixed at the bottom of the window
 * (ToastRegion). The code of dialogs, toasts and the account popover, which loads apart, comes at
 * idle after the first paint.
 */
export function AppShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => toast.pageShown(pathname), [pathname]);
  useEffect(preloadLater, []);
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, { replace: true, ...options })} useHref={useHref}>
      <Outlet />
      <ErrorDialogBoundary>
        <InactivityWarning />
      </ErrorDialogBoundary>
      <ToastRegion />
    </AriaRouterProvider>
  );
}
