import { Navigate, type RouteObject, useLocation } from "react-router";
import { AccountLayout } from "./layout/AccountLayout.tsx";
import { AppShell } from "./layout/AppShell.tsx";
import { appForm } from "./form/appForm.ts";
import { FormLayout } from "./form/FormLayout.tsx";
import { ProfileGate } from "./form/ProfileGate.tsx";
import { defaultRoute } from "./navigation/defaultRoute.ts";
import { LoadingSpinner } from "./ui/LoadingSpinner.tsx";
import { RootErrorScreen } from "./ui/RootErrorScreen.tsx";

/** Spec section 2: an unknown path goes to the default route, keeping its query string (a token, a service token). */
function ToDefaultRoute() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: defaultRoute, search }} replace />;
}

/**
 * The routes of spec section 2. Pages load lazily. The account pages sit outside the group that
 * loads the profile; the form pages, one per page of the schema, and /completion sit inside it.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RootErrorScreen />,
    hydrateFallbackElement: <LoadingSpinner />,
    children: [
      {
        element: <AccountLayout />,
        children: [
          { path: "/login", lazy: async () => ({ Component: (await import("./account/LoginPage.tsx")).LoginPage }) },
          { path: "/signup", lazy: async () => ({ Component: (await import("./account/SignupPage.tsx")).SignupPage }) },
          { path: "/confirm", lazy: async () => ({ Component: (await import("./account/ConfirmPage.tsx")).ConfirmPage }) },
          { path: "/forgot", lazy: async () => ({ Component: (await import("./account/ForgotPage.tsx")).ForgotPage }) },
          { path: "/reset", lazy: async () => ({ Component: (await import("./account/ResetPage.tsx")).ResetPage }) },
        ],
      },
      {
        element: <ProfileGate />,
        children: [
          {
            element: <FormLayout />,
            children: appForm.pages.map((page) => ({
              path: `/${page.id}`,
              lazy: async () => {
                const { FormPage } = await import("./form/FormPage.tsx");
                return { element: <FormPage pageId={page.id} /> };
              },
            })),
          },
          { path: "/completion", lazy: async () => ({ Component: (await import("./form/CompletionPage.tsx")).CompletionPage }) },
        ],
      },
      { index: true, element: <ToDefaultRoute /> },
      { path: "*", element: <ToDefaultRoute /> },
    ],
  },
];
