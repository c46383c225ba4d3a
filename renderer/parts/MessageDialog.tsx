import type { ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";

/** Props of MessageDialog. */
export interface MessageDialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called when the student dismisses it (Escape, or a close action in the buttons). */
  onClose: () => void;
  /** The heading. */
  title: string;
  /** The message. */
  children: ReactNode;
  /** The actions; each closes the dialog itself. */
  actions: ReactNode;
  /** alertdialog for a question that needs an answer (a confirmation); dialog otherwise. */
  role?: "dialog" | "alertdialog";
}

/** A modal dialog (small size): focus moves in, stays in, and returns to where it was on close. */
export function MessageDialog({ isOpen, onClose, title, children, actions, role = "dialog" }: MessageDialogProps) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal className="modal modal--small">
        <Dialog className="modal__dialog" role={role}>
          <Heading slot="title" className="modal__title">
            {title}
          </Heading>
          <div className="modal__body">{children}</div>
          <div className="modal__actions">{actions}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
