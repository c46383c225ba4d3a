/**
 * The success messages of the office's console (server/office/), in the office's language: only
 * staff read them. A student's are the product's words (engine/words `notices`), in the language
 * of the request they answer.
 */
export const officeNotices = {
  applicationPdfPending: "The PDF of this application is being made. Please try again in a moment.",
  applicationPdfFailed: "The PDF of this application could not be made: {message}",
  linksRevoked: "Every service link, and every tmp-answers link made for {username}, issued until {at} is now refused.",
} as const;
