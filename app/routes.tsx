import { Navigate, type RouteObject, useLocation } from "react-router";
import { AccountLayout } from "./layout/AccountLayout.tsx";
import { AppShell } from "./layout/AppShell.tsx";
import { pageIds } from "../schema/generated/pageIds.ts";
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
 * That group loads the application's form (form/formPart.ts) with it, so an account page loads none
 * of it: the routes know the form's pages by their ids alone.
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
        lazy: async () => ({ Component: (await import("./form/formPart.ts")).ProfileGate }),
        children: [
          {
            lazy: async () => ({ Component: (await import("./form/formPart.ts")).FormLayout }),
            children: pageIds.map((id) => ({
              path: `/${id}`,
              lazy: async () => {
                const { FormPage } = await import("./form/FormPage.tsx");
                return { element: <FormPage pageId={id} /> };
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
