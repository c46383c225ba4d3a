import type { ReactNode } from "react";
import { Button, Dialog, Heading, Modal as RacModal, ModalOverlay } from "react-aria-components";
import { CrossIcon } from "../../renderer/index.ts";
import { useWords } from "../words.ts";

/** Props of Modal and ModalDialog. */
export interface ModalProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called when the student closes it (the close icon, Escape, or an action that closes). */
  onClose: () => void;
  /** The heading; 'Error' by default (spec section 2). */
  title?: string;
  /** One of the three sizes of spec section 3: 30rem, 60rem, 80vw. */
  size?: "small" | "medium" | "large";
  /** alertdialog when it interrupts to ask or warn (inactivity); dialog otherwise. */
  role?: "dialog" | "alertdialog";
  /** Whether a click outside closes it (not for a question that needs an answer). */
  isDismissable?: boolean;
  /** The body. */
  children: ReactNode;
  /** Buttons under the body. */
  actions?: ReactNode;
}

/**
 * The app's modal dialog: a heading, a close icon, the body and actions. Focus moves in, stays in
 * until it closes, then returns where it was (react-aria-components). Loaded on demand (Modal.tsx).
 */
export function ModalDialog({ isOpen, onClose, title, size = "small", role = "dialog", isDismissable = true, children, actions }: ModalProps) {
  const words = useWords();
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable={isDismissable}>
      <RacModal className={`modal modal--${size}`}>
        <Dialog className="modal__dialog" role={role}>
          <div className="modal__header">
            <Heading slot="title" level={2} className="modal__title">
              {title ?? words.messages.dialogDefaultTitle}
            </Heading>
            <Button className="icon-button" aria-label={words.common.close} onPress={onClose}>
              <CrossIcon />
            </Button>
          </div>
          <div className="modal__body">{children}</div>
          {actions && <div className="modal__actions">{actions}</div>}
        </Dialog>
      </RacModal>
    </ModalOverlay>
  );
}
