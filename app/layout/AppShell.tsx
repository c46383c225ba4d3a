import { RouterProvider as AriaRouterProvider } from "react-aria-components";
import { Outlet, useHref, useNavigate } from "react-router";
import { InactivityWarning } from "../session/InactivityWarning.tsx";
import { ErrorDialogBoundary } from "../ui/ErrorDialogBoundary.tsx";
import { ToastRegion } from "../ui/ToastRegion.tsx";

/**
 * What every screen shares: react-aria-components' links navigate through the router, replacing
 * the history entry (spec section 2); the toasts; the inactivity warning while logged in.
 */
export function AppShell() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, { replace: true, ...options })} useHref={useHref}>
      <Outlet />
      <ToastRegion />
      <ErrorDialogBoundary>
        <InactivityWarning />
      </ErrorDialogBoundary>
    </AriaRouterProvider>
  );
}
