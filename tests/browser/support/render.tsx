import type { ReactNode } from "react";
import { type Root, createRoot } from "react-dom/client";
import { afterEach } from "vitest";

const mounted: { root: Root; container: HTMLElement }[] = [];

/** Renders into a fresh container in the page; every render is removed after each test. */
export function render(ui: ReactNode): HTMLElement {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  root.render(ui);
  mounted.push({ root, container });
  return container;
}

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    root.unmount();
    container.remove();
  }
});
