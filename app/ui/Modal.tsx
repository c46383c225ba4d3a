import { Suspense, lazy } from "react";
import type { ModalProps } from "./ModalDialog.tsx";
import { loadLater } from "../loadLater.ts";

export type { ModalProps } from "./ModalDialog.tsx";

const ModalDialog = lazy(() => loadLater().then((m) => ({ default: m.ModalDialog })));

/**
 * The app's modal dialog (ModalDialog.tsx). A closed one draws nothing, so its code (react-aria's
 * overlays and focus scopes) stays off a page's first load.
 */
export function Modal(props: ModalProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
