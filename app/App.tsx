import { QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, type ReactNode, StrictMode, Suspense } from "react";
import { I18nProvider } from "react-aria";
import { queryClient } from "./api/queryClient.ts";
import { formatLocale, pageLocale } from "./locale.ts";
import { AppRoutes } from "./routes.tsx";
import { LoadingSpinner } from "./ui/LoadingSpinner.tsx";

/** Props of App. */
export interface AppProps {
  /** The router around the routes: the browser's address, or one fixed address in the build's prerender. */
  Router: ComponentType<{ children: ReactNode }>;
}

/**
 * The whole app, the same tree in the browser and in the build's prerender (prerender/page.tsx),
 * so a page hydrates over the HTML drawn at build time: React's ids (useId) follow the tree's shape.
 * A page that has not loaded yet shows the spinner in its place (navigations are not transitions):
 * the page left behind never stays on screen, open to typing, under the new page's address.
 * react-aria's inputs write dates, numbers and their own words in the page's language (locale.ts).
 */
export function App({ Router }: AppProps) {
  return (
    <StrictMode>
      <I18nProvider locale={formatLocale(pageLocale, navigator.language)}>
        <QueryClientProvider client={queryClient}>
          <Router>
            <Suspense fallback={<LoadingSpinner />}>
              <AppRoutes />
            </Suspense>
          </Router>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
