/** The title of the error toast when a page could not be saved; its text is the server's or the generic message. */
export const saveErrorTitle = "Your answers were not saved";
