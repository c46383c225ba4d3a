import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";
import { messages } from "../../engine/index.ts";

/** One toast of spec section 3: severity, title and message. */
export interface ToastContent {
  readonly severity: "success" | "error";
  readonly title: string;
  readonly message: string;
}

// Spec section 9: success toasts stay 5 s, error toasts 5 minutes (long enough to read and act).
export const toastTimeouts = { success: 5000, error: 300_000 } as const;

/** The app's one queue of toasts; the region in the layout shows it. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

/** An open error toast: what failed, and the page it failed on. */
interface OpenError {
  readonly action: string;
  readonly raisedOn: string;
}

// An error toast says what went wrong until that stops being true: the same action succeeds, or
// the student is on another page, where it no longer describes what they see.
const openErrors = new Map<string, OpenError>();

function closeErrors(done: (error: OpenError) => boolean): void {
  for (const [key, error] of openErrors) if (done(error)) toastQueue.close(key);
}

export const toast = {
  /** A success notice, labelled 'Success Notification'. */
  success: (message: string): string =>
    toastQueue.add({ severity: "success", title: messages.successToastLabel, message }, { timeout: toastTimeouts.success }),
  /**
   * An error, titled by what failed ('Login Card Error'; 'Error' by default). `action` names what
   * failed for `succeeded`: the title unless several actions share it.
   */
  error: (message: string, title: string = messages.dialogDefaultTitle, action: string = title): string => {
    const key = toastQueue.add({ severity: "error", title, message }, { timeout: toastTimeouts.error, onClose: () => openErrors.delete(key) });
    openErrors.set(key, { action, raisedOn: window.location.pathname });
    return key;
  },
  /** The action whose failure an error toast reported has now succeeded: its error toasts close. */
  succeeded: (action: string): void => closeErrors((error) => error.action === action),
  /** The student is on `pathname`: error toasts raised on another page close. */
  pageShown: (pathname: string): void => closeErrors((error) => error.raisedOn !== pathname),
};
