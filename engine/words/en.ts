/**
 * The product's own words in English: what the shell, the inputs and the server say in every form
 * (a form's own texts are in its folder). One catalogue per language, each with every entry of
 * this one (typed as `Words`); {name} marks a value filled in where the text is used.
 */
export const en = {
  /** The catalogue's language (BCP 47), for what Intl formats in it: dates, lists, numbers. */
  locale: "en",
  /** The spec's fixed messages (sections 2, 4 and 8). */
  messages: {
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
  },
  /** The names the account pages use in '<card name> Error' toasts. */
  accountCards: {
    login: "Login Card",
    signup: "Sign Up Card",
    confirm: "Confirm Card",
    forgot: "Forgot Password Card",
    reset: "Reset Password Card",
  },
  toasts: {
    /** An account form's error toast, by its card's name. */
    cardError: "{card} Error",
    /** What a toast shows as its title, in a student's words, where its name is the system's. */
    titles: {
      success: "Done",
      login: "We could not log you in",
      signup: "We could not create your account",
      confirm: "We could not confirm your account",
      forgot: "We could not send the reset link",
      reset: "We could not reset your password",
      resend: "We could not send a new code",
    },
    /** A save that failed. */
    saveError: "Your answers were not saved",
    /** Error toasts of uploads, repeat groups and tabs (spec section 8). */
    uploadError: "Error uploading file for {field}",
    addAnotherError: "Error adding another {id}",
    tabsError: "Error handling tabs for {tab}",
    removeEntryError: "Error removing {label}",
  },
  /** Words shared by several screens. */
  common: {
    close: "Close",
    cancel: "Cancel",
    ok: "OK",
    delete: "Delete",
    opensNewTab: "(opens in a new tab)",
    loading: "loading spinner",
  },
  /** The header's account control. */
  /** The header's choice of language, shown when the form is written in more than one. */
  language: {
    /** What the choice is, for a screen reader (the header's navigation landmark). */
    label: "Language",
    /** This catalogue's language named in itself, as the choice offers it. */
    name: "English",
  },
  accountPanel: {
    account: "Account",
    logOut: "Log Out",
    signIn: "Sign In",
    createAccount: "Create Account",
  },
  /** The warning a minute before an idle student is logged out. */
  inactivity: {
    title: "Are you still there?",
    text: "For your security, you will be logged out in one minute because you have been inactive. Choose Continue to stay logged in.",
    logOut: "Log Out",
    stay: "Continue",
  },
  /** The form's pages: the step links, the buttons under each page, the welcome banner's link. */
  form: {
    steps: "Application steps",
    /** Before a step link's title, for screen readers. */
    stepNumber: "Step {n}: ",
    logIn: "Log in",
    previous: "Previous",
    saveAndContinue: "Save and Continue",
    submit: "Submit",
    saving: "Saving your answers…",
    submitting: "Submitting your application…",
    /** The visitor's banner: {link} is the login link, with the text logInLink. */
    startedAlready: "Started already? {link} to continue where you left off.",
    logInLink: "Log in",
    completionTitle: "Application Submitted",
  },
  /** The application's PDF, on the form's pages and the completion page. */
  pdf: {
    download: "Download a PDF of your application",
    request: "Make a PDF of your application",
    preparing: "Preparing a PDF of your application…",
    tryAgain: "Try again",
  },
  /** The account pages: each card's title, button and links, and the account forms' fields. */
  account: {
    pages: "Account pages",
    login: {
      title: "Log In",
      submit: "Log In",
      forgotLink: "Forgot your password?",
      signupLead: "New here?",
      signupLink: "Create Account",
      confirmLead: "Have a confirmation code?",
      confirmLink: "Confirm your account",
    },
    signup: {
      title: "Create Account",
      submit: "Create Account",
      loginLead: "Already have an account?",
      loginLink: "Log In",
      confirmLead: "Have a confirmation code?",
      confirmLink: "Confirm your account",
    },
    confirm: {
      title: "Confirm Your Account",
      submit: "Confirm",
      resend: "Resend Code",
      loginLead: "Already confirmed?",
      loginLink: "Log In",
      signupLead: "No account yet?",
      signupLink: "Create Account",
    },
    forgot: {
      title: "Forgot Password",
      text: "Enter the e-mail address of your account, and we will e-mail you a link to choose a new password.",
      submit: "Send Reset Link",
      loginLead: "Remembered it?",
      loginLink: "Log In",
      signupLead: "No account yet?",
      signupLink: "Create Account",
    },
    reset: {
      title: "Reset Password",
      submit: "Reset Password",
      loginLead: "Remembered it?",
      loginLink: "Log In",
      forgotLead: "Link expired?",
      forgotLink: "Send a new link",
    },
    fields: {
      username: "Email Address",
      password: "Password",
      confirmPassword: "Confirm Password",
      code: "Confirmation Code",
    },
    /** A new password's rule messages become this one line, pointing to the checklist under the field. */
    checklistNote: "Your password does not meet the requirements below.",
  },
  /** The inputs' own words. */
  inputs: {
    selectAnOption: "Select an option",
    noSelection: "No selection",
    noAnswer: "No answer",
    showPassword: "Show password",
    characterCount: "{count} of {max} characters",
    /** The school search's last suggestion: the typed name, with the address entered by hand. */
    useTypedSchool: "Use “{typed}” and enter the address yourself",
    unknownKind: "unknown input: {kind}",
  },
  upload: {
    uploading: "Uploading your file",
    converting: "Converting your file to PDF",
    uploadingNow: "Uploading your file…",
    convertingNow: "Converting your file to PDF…",
    chooseFile: "Choose a file",
    /** A file's size as people read it. */
    sizeBytes: "{n} bytes",
    sizeKb: "{n} KB",
    sizeMb: "{n} MB",
    deleteFile: "Delete file",
    /** A tab switch that would delete an uploaded document names it first. */
    switchTabDeletesFile: "Switching tabs deletes {fileName}. Delete it and switch?",
  },
  /** Removing a repeat entry: the button, the question that names the entry, its consequence. */
  removeEntry: {
    button: "Remove",
    buttonLabel: "Remove {label}",
    question: "Remove {label}?",
    questionNamed: "Remove {label} ({name})?",
    text: "Its answers and any file uploaded for it will be deleted; the entries after it move up.",
  },
};

/** The product's words in one language: every catalogue has this shape. */
export type Words = typeof en;
