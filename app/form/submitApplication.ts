import type { FieldErrors } from "../../engine/index.ts";
import { AppError } from "../api/errors.ts";
import { progress } from "../api/mutations/progress.ts";
import { type Submission, submissionQuery } from "../api/queries/submission.ts";
import { queryClient } from "../api/queryClient.ts";
import { appStore } from "../session/appStore.ts";
import { formStore } from "./appForm.ts";
import { recordValidation } from "./progress.ts";
import { saveUnsaved } from "./saveAnswers.ts";

/** How a submit ended: submitted, or the errors the summary lists. */
export type SubmitOutcome = { submitted: true } | { submitted: false; errors: FieldErrors };

/**
 * Submit (spec section 4): the answers are saved, the status becomes validating (stored and
 * posted), every answer is validated and a non-empty error map posted; only a clean application
 * is submitted (POST /api/submit), then submitted is posted. The server checks again:
 * its refusal's errors are shown like the app's own.
 */
export async function submitApplication(): Promise<SubmitOutcome> {
  await saveUnsaved();
  const app = appStore.getState();
  if (app.webStatus !== "validating") {
    app.setWebStatus("validating");
    await progress.postWebStatus("validating");
  }
  const errors = await recordValidation();
  if (Object.keys(errors).length > 0) return { submitted: false, errors };
  try {
    const { reference, submitted_at, submitted_at_text } = await progress.submit();
    const receipt: Submission = { reference, submitted_at, submitted_at_text };
    // The completion page shows the receipt without asking again.
    queryClient.setQueryData(submissionQuery().queryKey, receipt);
  } catch (error) {
    const refused = error instanceof AppError ? error.fieldErrors : {};
    if (Object.keys(refused).length === 0) throw error;
    formStore.getState().setErrors(refused, true);
    await progress.postValidations(refused);
    return { submitted: false, errors: refused };
  }
  await progress.postWebStatus("submitted");
  // Stored by the caller together with the move to /completion, which only a submitted student may see.
  return { submitted: true };
}
