import { type AddAnotherData, webStatusFromProfile } from "../../engine/index.ts";
import type { Profile } from "../api/types.ts";
import { appStore } from "../session/appStore.ts";
import { formStore, loadStudentAnswers } from "./appForm.ts";

// The last server data put into the stores: the same data is never loaded twice, so a layout
// mounted again does not overwrite what the student typed since.
let loaded: { profile: Profile; addAnother: AddAnotherData } | undefined;

export const isLoaded = (profile: Profile | undefined, addAnother: AddAnotherData | undefined): boolean =>
  loaded !== undefined && loaded.profile === profile && loaded.addAnother === addAnother;

/** Puts a freshly fetched profile into the stores: answers (with those kept unsaved from an ended session), documents, tabs and repeat counts, and the session snapshot. */
export function loadProfile(profile: Profile, addAnother: AddAnotherData): void {
  if (isLoaded(profile, addAnother)) return;
  const form = formStore.getState();
  const webStatus = webStatusFromProfile(profile.web_status);
  loadStudentAnswers(profile.username, profile.answer, webStatus === "submitted");
  form.setTabs(profile.tabs);
  form.setAddAnother(addAnother);
  for (const [key, info] of Object.entries(profile.document_answer ?? {})) form.setDocument(key, info);
  appStore.getState().profileLoaded({
    username: profile.username,
    numLogins: profile.successful_login.length,
    webStatus,
  });
  loaded = { profile, addAnother };
}
