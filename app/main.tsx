import "../renderer/theme/tokens.css";
import "../renderer/theme/base.css";
import "./styles/app.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { queryClient } from "./api/queryClient.ts";
import { AppRoutes } from "./routes.tsx";
import { watchForLostSession } from "./session/endSession.ts";
import { LoadingSpinner } from "./ui/LoadingSpinner.tsx";

watchForLostSession();

// The router in its declarative form: the app loads no data through routes, and this form leaves
// out the data router's code. A page that has not loaded yet shows the spinner in its place
// (navigations are not transitions): the page left behind never stays on screen, open to typing,
// under the new page's address.
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter useTransitions={false}>
        <Suspense fallback={<LoadingSpinner />}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
