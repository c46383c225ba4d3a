import { useEffect, useRef } from "react";
import { RouterProvider as AriaRouterProvider } from "react-aria-components";
import { Outlet, useHref, useLocation, useNavigate } from "react-router";
import { preloadLater } from "../loadLater.ts";
import { InactivityWarning } from "../session/InactivityWarning.tsx";
import { ErrorDialogBoundary } from "../ui/ErrorDialogBoundary.tsx";
import { ToastRegion } from "../ui/ToastRegion.tsx";
import { usePageKeys } from "./usePageKeys.ts";
import { toast } from "../ui/toasts.ts";

/**
 * What every screen shares: react-aria-components' links navigate through the router, replacing
 * the history entry (spec section 2); error toasts of the pages left behind close; the inactivity
 * warning while logged in. The page scrolls in a box of its own, above the band at the bottom of
 * the window where the toasts of every screen are drawn (ToastRegion), so that no toast lies over
 * the page. The code of dialogs, toasts and the account popover, which loads apart, comes at
 * idle after the first paint.
 */
export function AppShell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A ref, not state: setting state here as the page box mounts would render the page again
  // while React is still taking the prerendered page over, and React would draw it anew.
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => toast.pageShown(pathname), [pathname]);
  useEffect(preloadLater, []);
  usePageKeys(page);
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, { replace: true, ...options })} useHref={useHref}>
      <div ref={page} className="page-scroll">
        <Outlet />
      </div>
      <ErrorDialogBoundary>
        <InactivityWarning />
      </ErrorDialogBoundary>
      <ToastRegion page={page} />
    </AriaRouterProvider>
  );
}
