import { type Answers, type Form, answerShapeErrors, storageNames } from "../../engine/index.ts";
import { localAnswers } from "../storage/localAnswers.ts";

/**
 * What a logged-in student typed and has not saved yet, kept in the browser's local storage
 * under their username while it is unsaved, so a session that ends without them (an idle logout,
 * a session the server ended) loses nothing: when the same student logs in again it is put back
 * and saved with the next save. Only that account reads it; the student's own logout removes it.
 */
export const keptAnswers = (username: string) => localAnswers(`${storageNames.unsavedAnswers}${username}`);

/** The student's own logout: they chose to leave, so nothing of theirs stays in the browser. */
export const clearKeptAnswers = (username: string): void => {
  if (username !== "") keptAnswers(username).clear();
};

/**
 * What may be put back: answers the student writes themselves (documents and `_desc` labels are
 * the server's and the engine's), and only those the data model still holds (a copy kept from an
 * older version of the form would otherwise have the whole next save refused).
 */
export function restorable(form: Form, kept: Answers, today: string): Answers {
  const own = Object.entries(kept).filter(([key]) => {
    const info = form.keys.get(key);
    return info !== undefined && !info.companionOf && info.node.kind !== "fileUpload";
  });
  const refused = answerShapeErrors(form, Object.fromEntries(own), { today });
  return Object.fromEntries(own.filter(([key]) => !(key in refused)));
}
