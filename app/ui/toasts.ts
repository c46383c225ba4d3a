import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";
import { toastTitle } from "../../engine/index.ts";
import { wordsNow } from "../words.ts";

/** One toast of spec section 3: severity, name (the spec's, its accessible name), title and message. */
export interface ToastContent {
  readonly severity: "success" | "error";
  readonly name: string;
  /** The name in a student's words (engine toastTitles), shown. */
  readonly title: string;
  readonly message: string;
}

const content = (severity: ToastContent["severity"], name: string, message: string): ToastContent => ({ severity, name, title: toastTitle(name, wordsNow()), message });

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

// A success says what the student's last step did; the next step's success replaces it, so that
// two never stack (issue 28, finding 4: a save's and then the submit's on the completion page).
const openSuccesses = new Set<string>();

export const toast = {
  /** A success notice, named 'Success Notification', in place of the one before it. */
  success: (message: string): string => {
    for (const earlier of openSuccesses) toastQueue.close(earlier);
    const key = toastQueue.add(content("success", wordsNow().messages.successToastLabel, message), {
      timeout: toastTimeouts.success,
      onClose: () => openSuccesses.delete(key),
    });
    openSuccesses.add(key);
    return key;
  },
  /**
   * An error, named by what failed ('Login Card Error'; 'Error' by default). `action` names what
   * failed for `succeeded`: the name unless several actions share it.
   */
  error: (message: string, name: string = wordsNow().messages.dialogDefaultTitle, action: string = name): string => {
    const key = toastQueue.add(content("error", name, message), { timeout: toastTimeouts.error, onClose: () => openErrors.delete(key) });
    openErrors.set(key, { action, raisedOn: window.location.pathname });
    return key;
  },
  /** The action whose failure an error toast reported has now succeeded: its error toasts close. */
  succeeded: (action: string): void => closeErrors((error) => error.action === action),
  /** The student is on `pathname`: error toasts raised on another page close. */
  pageShown: (pathname: string): void => closeErrors((error) => error.raisedOn !== pathname),
};
