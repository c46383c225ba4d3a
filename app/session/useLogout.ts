import { useMutation } from "@tanstack/react-query";
import { isUnauthorized } from "../api/errors.ts";
import { logoutMutation } from "../api/mutations/session.ts";
import { appStore } from "./appStore.ts";
import { endSession } from "./endSession.ts";
import { clearKeptAnswers } from "./keptAnswers.ts";

/**
 * Logging out by choice (spec section 4): the server ends the session, then the browser forgets
 * everything, answers kept unsaved included, and goes to /login. A lost session is handled like any 401; any other failure goes
 * to the nearest dialog error boundary (spec section 8).
 */
export function useLogout(): { logOut: () => void; isPending: boolean } {
  const mutation = useMutation({
    ...logoutMutation(),
    onSuccess: ({ message }) => {
      clearKeptAnswers(appStore.getState().username);
      endSession({ success: message });
    },
    throwOnError: (error) => !isUnauthorized(error),
  });
  return {
    logOut: () => {
      if (!mutation.isPending) mutation.mutate();
    },
    isPending: mutation.isPending,
  };
}
