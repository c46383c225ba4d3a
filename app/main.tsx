import "../renderer/theme/tokens.css";
import "../renderer/theme/base.css";
import "./styles/app.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { queryClient } from "./api/queryClient.ts";
import { routes } from "./routes.tsx";
import { bindNavigation, watchForLostSession } from "./session/endSession.ts";

const router = createBrowserRouter(routes);
bindNavigation((to, state) => void router.navigate(to, { replace: true, ...(state ? { state } : {}) }));
watchForLostSession();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
