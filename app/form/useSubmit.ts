import { useMutation } from "@tanstack/react-query";
import { isUnauthorized } from "../api/errors.ts";
import { appStore } from "../session/appStore.ts";
import { useOneAtATime } from "../ui/useOneAtATime.ts";
import { submitApplication } from "./submitApplication.ts";

/**
 * The submit button's action: a submitted application goes to /completion with the spec's
 * message (the form layout moves on once the status is submitted); an incomplete one calls
 * `onIncomplete` (the page moves focus to the summary). A failure goes to the nearest dialog
 * error boundary (spec section 8); a lost session logs out.
 */
export function useSubmit(onIncomplete: () => void): { submit: () => void; isPending: boolean } {
  const mutation = useMutation({
    mutationKey: ["application", "submit"],
    mutationFn: submitApplication,
    onSuccess: (outcome) => {
      if (!outcome.submitted) {
        onIncomplete();
        return;
      }
      appStore.getState().submitted();
    },
    throwOnError: (error) => !isUnauthorized(error),
  });
  const once = useOneAtATime();
  return {
    submit: () => once(() => mutation.mutateAsync()),
    isPending: mutation.isPending,
  };
}
