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

export const toast = {
  /** A success notice, labelled 'Success Notification'. */
  success: (message: string): string =>
    toastQueue.add({ severity: "success", title: messages.successToastLabel, message }, { timeout: toastTimeouts.success }),
  /** An error, titled by what failed ('Login Card Error'); 'Error' by default. */
  error: (message: string, title: string = messages.dialogDefaultTitle): string =>
    toastQueue.add({ severity: "error", title, message }, { timeout: toastTimeouts.error }),
};
