import "../renderer/theme/tokens.css";
import "../renderer/theme/base.css";
import "../app/styles/app.css";
import "./workbench.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Workbench } from "./Workbench.tsx";

const root = document.getElementById("root");
if (!root) throw new Error("author/index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <Workbench />
  </StrictMode>,
);
