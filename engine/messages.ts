/**
 * The product's fixed messages (spec sections 2, 4 and 8), written once for the browser and the
 * server. Validation messages live in the schemas, not here.
 */
export const messages = {
  /** A non-JSON response, or an error without a message of its own. */
  unexpected: "We've encountered an unexpected error at this time. Please try again later.",
  sessionInvalid: "Your session is invalid. Please clear your cookies and login again.",
  inactivityLogout: "You have been automatically logged out due to inactivity.",
  submitted: "Your application was successfully submitted.",
  rootErrorTitle: "Something went wrong.",
  rootErrorText: "The issue that caused you to see this has been logged. We will get it fixed as soon as possible.",
  unexpectedErrorDialog: "Unexpected Error",
  dialogDefaultTitle: "Error",
  successToastLabel: "Success Notification",
  resendCodeError: "Resend Confirmation Code Error",
  uploadInProgressTitle: "File Upload in Progress",
  uploadInProgressText: "Please wait until the file upload has completed.",
  deleteFileConfirm: "Are you sure you want to delete your file?",
  visitorUpload: "This question can be finished once you have created an account.",
  manualSchool: "Enter your school information below.",
  documentAttached: "Document attached",
  /** The first thing a keyboard reaches on every screen: the link past the header to the page itself (WCAG 2.4.1). */
  skipToMain: "Skip to main content",
  /** A document named in a question when its file name is not known. */
  uploadedFile: "your uploaded file",
} as const;

/** The names the account pages use in '<card name> Error' toasts. */
export const accountCards = {
  login: "Login Card",
  signup: "Sign Up Card",
  confirm: "Confirm Card",
  forgot: "Forgot Password Card",
  reset: "Reset Password Card",
} as const;

/** '<card name> Error', the title of an account form's error toast. */
export const cardErrorTitle = (card: keyof typeof accountCards): string => `${accountCards[card]} Error`;

/**
 * What a toast shows as its title, in a student's words, by the spec's name for the toast (spec
 * sections 2 and 8), which stays its accessible name: 'Success Notification' and '<card name>
 * Error' are the system's names for them, not words a student uses (issue 28, finding 11). A toast
 * whose name is not here shows its name.
 */
export const toastTitles: Readonly<Record<string, string>> = {
  [messages.successToastLabel]: "Done",
  [cardErrorTitle("login")]: "We could not log you in",
  [cardErrorTitle("signup")]: "We could not create your account",
  [cardErrorTitle("confirm")]: "We could not confirm your account",
  [cardErrorTitle("forgot")]: "We could not send the reset link",
  [cardErrorTitle("reset")]: "We could not reset your password",
  [messages.resendCodeError]: "We could not send a new code",
};

/** The title a toast named `name` shows. */
export const toastTitle = (name: string): string => toastTitles[name] ?? name;

/** Error toasts of uploads, repeat groups and tabs (spec section 8). */
export const uploadError = (field: string): string => `Error uploading file for ${field}`;
export const addAnotherError = (id: string): string => `Error adding another ${id}`;
export const tabsError = (tab: string): string => `Error handling tabs for ${tab}`;

/** Removing a repeat entry: the question that names it, its consequence, and the toast when it fails. */
export const removeEntryQuestion = (label: string, name: string): string => `Remove ${label}${name ? ` (${name})` : ""}?`;
export const removeEntryText = "Its answers and any file uploaded for it will be deleted; the entries after it move up.";
export const removeEntryError = (label: string): string => `Error removing ${label}`;

/** A tab switch that would delete an uploaded document names it first. */
export const switchTabDeletesFile = (fileName: string): string => `Switching tabs deletes ${fileName}. Delete it and switch?`;
