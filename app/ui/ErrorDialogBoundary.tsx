import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import { dialogTitleOf, messageOf } from "../api/errors.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { Modal } from "./Modal.tsx";
import { useWords } from "../words.ts";

/** Props of ErrorDialogBoundary. */
export interface ErrorDialogBoundaryProps {
  /** The controls whose failures show as a dialog (logout, submit). */
  children: ReactNode;
}

/**
 * Spec section 8: a failure of a button's call (logout, submit) shows a dialog headed
 * 'Unexpected Error' with a close action; closing it brings the controls back, fresh. A refusal
 * the server names a heading for (a submit while a document converts: "File Upload in Progress")
 * is headed with that.
 */
export function ErrorDialogBoundary({ children }: ErrorDialogBoundaryProps) {
  const words = useWords();
  return (
    <ErrorBoundary
      fallback={(error, reset) => (
        <Modal
          isOpen
          onClose={reset}
          title={dialogTitleOf(error, words)}
          actions={
            <Button className="button button--primary" onPress={reset}>
              {words.common.close}
            </Button>
          }
        >
          <p>{messageOf(error, words)}</p>
        </Modal>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
