import type { FieldErrors, WebStatus } from "../../../engine/index.ts";
import { request } from "../http.ts";
import { withRetries } from "../retry.ts";
import type { Submission } from "../queries/submission.ts";
import type { MessageResponse } from "../types.ts";

// Spec section 9: the web-status post is retried twice on failure.
const webStatusRetries = 2;

/** The calls that record where the student is (spec section 7). */
export const progress = {
  /** POST /api/web-status. */
  postWebStatus: (webStatus: Exclude<WebStatus, null>) =>
    withRetries(() => request<MessageResponse>("POST", "/api/web-status", { web_status: webStatus }), webStatusRetries),
  /** PUT /api/last-page: the path of the page the student is on. */
  putLastPage: (lastPage: string) => request<MessageResponse>("PUT", "/api/last-page", { last_page: lastPage }),
  /** POST /api/validations: the field error map, sent only when it is not empty. */
  postValidations: (errors: FieldErrors) => request<MessageResponse>("POST", "/api/validations", errors),
  /** POST /api/submit: answers the receipt. */
  submit: () => request<MessageResponse & Submission>("POST", "/api/submit"),
};
