import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import { messages } from "../../engine/index.ts";
import { messageOf } from "../api/errors.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { Modal } from "./Modal.tsx";

/** Props of ErrorDialogBoundary. */
export interface ErrorDialogBoundaryProps {
  /** The controls whose failures show as a dialog (logout, submit). */
  children: ReactNode;
}

/**
 * Spec section 8: a failure of a button's call (logout, submit) shows a dialog headed
 * 'Unexpected Error' with a close action; closing it brings the controls back, fresh.
 */
export function ErrorDialogBoundary({ children }: ErrorDialogBoundaryProps) {
  return (
    <ErrorBoundary
      fallback={(error, reset) => (
        <Modal
          isOpen
          onClose={reset}
          title={messages.unexpectedErrorDialog}
          actions={
            <Button className="button button--primary" onPress={reset}>
              Close
            </Button>
          }
        >
          <p>{messageOf(error)}</p>
        </Modal>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
