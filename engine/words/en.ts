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
    /** The validation summary's heading and text, over the links to what a submit found missing. */
    summaryHeading: "We're missing some information!",
    summaryText:
      "The links below show what needs to be completed. Missing items will be highlighted on each page; simply fix them and then resubmit your application.",
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
  /**
   * The notice over the form pages of a student whose draft moved to a new version of the form
   * (issue 39): {question} is the question's label, {given} how their earlier answer read.
   */
  formChanges: {
    title: "The application has changed since you last saved it",
    text: "Your other answers are as you left them. Please answer these questions:",
    askedAgain: "{question}: “{given}” is no longer offered; please choose again.",
    newRequired: "{question}: a new question.",
    /** The page was loaded before the university published a new version of the form. */
    updatedTitle: "The application form has been updated",
    updatedText: "Your answers are saved. Reload the page to go on with the updated form.",
    reload: "Reload the page",
  },
  /** The application's PDF, on the form's pages and the completion page. */
  pdf: {
    download: "Download a PDF of your application",
    request: "Make a PDF of your application",
    preparing: "Preparing a PDF of your application…",
    tryAgain: "Try again",
    /** Why the PDF could not be made (none of it the student's doing; the operator's detail goes to the log). */
    printerMissing: "We cannot make the PDF of your application at the moment because the server's PDF printer is unavailable. Please try again later.",
    tooSlow: "Making the PDF of your application took too long. Please try again in a few minutes.",
    gaveUp: "We could not make the PDF of your application. Please try again later.",
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
  /** The fields an address or a school search writes, unless its question words them (fieldLabels); each is also the field's required message. */
  composites: {
    country: "Country",
    addressLine1: "Address",
    addressLine2: "Address Line 2",
    city: "City",
    state: "State/Province",
    zip: "ZIP/Postal Code",
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
  /**
   * What a student reads when an uploaded file is turned away or its conversion fails, by the
   * reason (server/documents/convert/messages.ts); the name, size and type rules are the upload
   * schema's own messages.
   */
  documents: {
    notPng: "This file is not a real PNG image.",
    notJpeg: "This file is not a real JPEG image.",
    notPdf: "This file is not a real PDF document.",
    notDocx: "This file is not a real Word document.",
    legacyWord: "This file is not a Word document in .docx format. If it is an older Word file (.doc), please save it as .docx or PDF and upload it again.",
    passwordPdf: "This PDF is password-protected. Please upload a version without a password.",
    passwordWord: "This Word document is password-protected. Please upload a version without a password.",
    macroWord: "This Word document contains macros, which are not accepted. Please save it as a regular Word document (.docx) and upload it again.",
    damagedImage: "This image is damaged and cannot be read. Please upload it again or choose another file.",
    imageTooLarge: "This image has too many pixels to convert. Please upload a smaller image.",
    unsupportedImage: "This image uses a JPEG format we cannot convert (such as 12-bit or arithmetic coding). Please save it as a standard JPEG or PNG and upload it again.",
    damagedPdf: "This PDF is damaged and cannot be read. Please upload it again or choose another file.",
    damagedWord: "This Word document is damaged and cannot be read. Please upload it again or choose another file.",
    unsafeWord: "This Word document refers to outside content that we do not load. Please save it as a PDF and upload that instead.",
    wordTooLarge: "This Word document is too large to convert once unpacked. Please upload a smaller document or a PDF instead.",
    wordNotConverted: "This Word document could not be converted to PDF. Please save it as a PDF and upload that instead.",
    converterMissing: "Word documents cannot be converted right now. Please upload a PDF instead, or try again later.",
    tooSlow: "This file took too long to convert. Please upload a simpler version or a PDF instead.",
    tooDemanding: "This file needs too much memory to convert. Please upload a smaller or simpler version.",
    /** The student's files waiting for conversion are over the quota. */
    overQuota: "You have more files waiting to be converted than we can keep, so this one was not kept. Please upload it again in an hour.",
    /** The application was submitted before the conversion ended. */
    submittedFirst: "Your application was submitted before this file was converted, so the file is not part of it.",
    /** Every attempt failed (the storage or the database kept failing, or the worker kept dying). */
    gaveUp: "We could not convert this file. Please upload it again, or upload a PDF instead.",
  },
  removeEntry: {
    button: "Remove",
    buttonLabel: "Remove {label}",
    question: "Remove {label}?",
    questionNamed: "Remove {label} ({name})?",
    text: "Its answers and any file uploaded for it will be deleted; the entries after it move up.",
  },
  /**
   * The server's refusals a student may read, by their code in server/errors.ts (which keeps each
   * one's status, and the messages only staff and operators read). {names} are the refusal's details.
   */
  errors: {
    notFound: "There is nothing at this address.",
    badUrl: "The address of this request is not valid: part of it is not correctly percent-encoded.",
    addressTooLong: "The address of this request is too long.",
    malformedRequest: "The request could not be read: it is not well-formed HTTP.",
    headersTooLarge: "The request's headers are too large.",
    requestTimeout: "The request took too long to arrive, so it was not completed. Please try again.",
    invalidJson: "The request body is not valid JSON.",
    unsupportedMediaType: "Send the request body as JSON (Content-Type: application/json).",
    bodyTooLarge: "The request is too large.",
    invalidRequest: "The request is not valid: {detail}.",
    invalidText: "{where} holds {problem}, which cannot be stored, so nothing was done. Please remove it and try again.",
    crossSite: "This request did not come from the application's own pages, so it was refused. Please reload the page and try again.",
    /** {after}: a wait in waitTimes' words. */
    tooManyRequests: "Too many attempts. Please wait {after} and try again.",
    loginFailed: "Incorrect username or password.",
    notConfirmed: "Your account is not confirmed yet. Please enter the confirmation code we e-mailed you.",
    codeWrong: "That confirmation code is not correct.",
    codeExpired: "This confirmation code has expired. Please request a new one.",
    codeLocked: "Too many incorrect codes were entered. Please request a new confirmation code.",
    alreadyConfirmed: "This account is already confirmed. Please log in.",
    /** {first}: the first refused answer's messages. */
    answersRefused: "Your answers were not saved. {first}",
    tooManyAnswers: "Your answers were not saved: a save holds at most {max} answers, and this one held {count}.",
    applicationSubmitted: "Your application has been submitted, so it can no longer be changed.",
    notSubmitted: "The application has not been submitted yet.",
    unknownPage: "This page is not part of the application.",
    unknownTabGroup: 'There is no tab group "{tab_id}" in the application.',
    unknownTab: 'The tab group "{tab_id}" has no tab "{chosen_tab}".',
    unknownRepeatGroup: 'There is no group "{button_id}" to add to.',
    repeatOutOfRange: 'The group "{button_id}" holds from 1 to {max} entries.',
    /** "remove" is the request's field, not a word to translate. */
    repeatRemoveNeeded: 'The group "{button_id}" shows {shown} entries; to remove one, name it with "remove".',
    repeatChanged: "This list of entries has changed since the page was loaded. Please reload the page and try again.",
    unknownDocumentQuestion: 'There is no document question "{answerKey}" in the application.',
    uploadNotFound: "We could not find this uploaded file. Please upload it again.",
    tabNotChosen: "This question is on a tab that is no longer the one chosen: the choice was changed since the page was loaded. Please reload the page and try again.",
    lookupNotFound: 'No {category} suggestion has the id "{id}"',
    lookupUnavailable: "The lookup is not available at the moment. Please type the details in.",
    tokenInvalid: "This link is not valid or has expired. Please ask for a new one.",
    shuttingDown: "The server is restarting, so your request was not completed. Please try again in a moment.",
    databaseUnavailable: "The application cannot reach its database right now, so your request was not completed. Please try again in a few minutes.",
    storageUnavailable: "Documents cannot be stored right now, so your file was not saved. Please try again in a few minutes.",
  },
  /** How long a student is asked to wait before trying again (errors.tooManyRequests). */
  waitTimes: {
    oneMinute: "1 minute",
    minutes: "{n} minutes",
  },
  /** The server's success messages (the app shows them in toasts and on the account pages). */
  notices: {
    signedUp: "We have e-mailed you a confirmation code. Enter it to activate your account.",
    codeResent: "If this account is waiting for confirmation, we have e-mailed it a new confirmation code.",
    confirmed: "Your account is confirmed. Please log in.",
    loggedIn: "You are logged in.",
    resetMailed: "If an account exists for this email address, we have e-mailed it a link to reset the password. The link works for one hour.",
    passwordReset: "Your password has been reset. Please log in with your new password.",
    loggedOut: "You have been logged out.",
    answersSaved: "Your answers have been saved.",
    lastPageSaved: "The page was recorded.",
    statusSaved: "The status was recorded.",
    tabSaved: "The tab was saved.",
    addAnotherSaved: "The number of entries was saved.",
    entryRemoved: "The entry was removed.",
    validationsSaved: "The validation results were recorded.",
  },
  /**
   * The accounts' mails (server/mail/templates.ts), each text followed by the university's
   * signature. {title} is the application's title, {helpEmail} the address students write to.
   */
  mails: {
    confirmation: {
      subject: "Your {title} confirmation code",
      text: "Your confirmation code is {code}\n\nEnter it on the confirmation page to activate your account. The code expires in 24 hours.\n\nIf you did not create an account, you can ignore this e-mail.",
    },
    reset: {
      subject: "Reset your {title} password",
      text: "Someone asked to reset the password of your {title} account. To choose a new password, open this link within one hour:\n\n{link}\n\nThe link works once. If you did not ask for it, you can ignore this e-mail; your password has not changed.",
    },
    passwordChanged: {
      subject: "Your {title} password was changed",
      text: "The password of your {title} account was just changed with a reset link, and every session that was open has been ended.\n\nIf you did this, there is nothing more to do. If you did not, ask for a new reset link now and write to {helpEmail}:\n\n{link}",
    },
    alreadyRegistered: {
      subject: "You already have a {title} account",
      text: "Someone tried to create a {title} account with this e-mail address, which already has one.\n\nLog in: {loginLink}\nForgot your password? {forgotLink}\n\nIf it was not you, you can ignore this e-mail.",
    },
  },
};

/** The product's words in one language: every catalogue has this shape. */
export type Words = typeof en;
