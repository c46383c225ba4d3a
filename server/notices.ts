/** The server's success messages (the app shows them in toasts and on the account pages). */
import { messages } from "../engine/index.ts";

export const notices = {
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
  submitted: messages.submitted,
  // The office's console (server/office/).
  applicationPdfPending: "The PDF of this application is being made. Please try again in a moment.",
  applicationPdfFailed: "The PDF of this application could not be made: {message}",
  linksRevoked: "Every service link, and every tmp-answers link made for {username}, issued until {at} is now refused.",
} as const;
