import { putAnswers } from "../api/mutations/answers.ts";
import { formStore } from "./appForm.ts";

/**
 * Saves the answers changed since the last save (PUT /api/answer, sent even when nothing changed:
 * the student who pressed Save hears the server confirm it) and returns the server's message.
 * What was typed while the save travelled stays unsaved for the next one; on failure everything
 * stays unsaved, so nothing the student typed is lost.
 */
export async function savePage(): Promise<string> {
  const unsaved = formStore.getState().unsaved;
  const { message } = await putAnswers(unsaved);
  formStore.getState().markSaved(unsaved);
  return message;
}

/** Saves the answers changed since the last save, if any (before an upload or a submit). */
export async function saveUnsaved(): Promise<void> {
  if (Object.keys(formStore.getState().unsaved).length > 0) await savePage();
}
