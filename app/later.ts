/**
 * What no page draws until something happens: the app's dialogs, its toasts, the account popover's
 * panel. One module, so that the build makes one chunk of them, loaded at idle after the first
 * paint (layout/AppShell.tsx) or by the first of them to open.
 */
export { AccountPanel } from "./layout/AccountPanel.tsx";
export { ModalDialog } from "./ui/ModalDialog.tsx";
export { ToastList } from "./ui/ToastList.tsx";
