/**
 * What a student reads when the PDF of the application could not be made (GET /api/pdf, status
 * FAILED). None of it is the student's doing; the operator's detail goes to the log.
 */
export const applicationPdfMessages = {
  /** Chromium is missing or cannot start, or the web app is not built where this worker runs. */
  printerMissing: "We cannot make the PDF of your application at the moment because the server's PDF printer is unavailable. Please try again later.",
  /** The print view did not finish drawing within the time allowed. */
  tooSlow: "Making the PDF of your application took too long. Please try again in a few minutes.",
  /** Every attempt failed (the storage, the database or the browser kept failing). */
  gaveUp: "We could not make the PDF of your application. Please try again later.",
} as const;

