import { useState } from "react";
import { withoutEmpty } from "../../engine/index.ts";
import { isUnauthorized, messageOf } from "../api/errors.ts";
import { reportFailure } from "../api/queryClient.ts";
import { carrying } from "../navigation/carry.ts";
import { useAppNavigate } from "../navigation/useAppNavigate.ts";
import { appStore } from "../session/appStore.ts";
import { toast } from "../ui/toasts.ts";
import { useOneAtATime } from "../ui/useOneAtATime.ts";
import { wordsNow } from "../words.ts";
import { formStore } from "./appForm.ts";
import { recordValidation } from "./progress.ts";
import { savePage } from "./saveAnswers.ts";

/**
 * The step links, Save and Continue and Previous (spec sections 2 and 4). A visitor who has
 * typed anything goes to /signup with the answers instead. A logged-in student's answers are
 * saved (a save that got no answer is sent again), validated again while validating, and the
 * student goes on with the server's message; has_changed_page becomes true. A save that fails
 * keeps the student on the page with every answer still there, and says so.
 */
export function useStepNavigation(): { goTo: (path: string) => void; isSaving: boolean } {
  const navigate = useAppNavigate();
  const [isSaving, setSaving] = useState(false);
  const once = useOneAtATime();
  const goTo = (path: string): void =>
    once(() => {
      if (!appStore.getState().isLoggedIn) {
        const typed = Object.keys(withoutEmpty(formStore.getState().answers)).length > 0;
        if (typed) navigate("/signup", carrying({}));
        else navigate(path);
        return undefined;
      }
      setSaving(true);
      // The title of the error toast when a page could not be saved; its text is the server's or the generic message.
      const saveErrorTitle = wordsNow().toasts.saveError;
      return (async () => {
        try {
          const message = await savePage();
          // The error map is a record for the office; its failure does not hold the student back.
          recordValidation().catch(reportFailure);
          appStore.getState().changedPage();
          // A step link to the page shown stays on it: no page change closes the earlier failure.
          toast.succeeded(saveErrorTitle);
          navigate(path, { success: message });
        } catch (error) {
          reportFailure(error);
          if (!isUnauthorized(error)) toast.error(messageOf(error), saveErrorTitle);
        } finally {
          setSaving(false);
        }
      })();
    });
  return { goTo, isSaving };
}
