import type { AnswerValue, DraftChanges } from "../../engine/index.ts";
import type { DocumentInfo } from "../../renderer/index.ts";

/** What most calls answer: a sentence the app may show. */
export interface MessageResponse {
  readonly message: string;
}

/** POST /public/login. */
export interface LoginResponse extends MessageResponse {
  readonly username: string;
}

/** GET /api/profile (spec section 3, "Profile response"). */
export interface Profile {
  readonly answer: Readonly<Record<string, AnswerValue>>;
  readonly document_answer: Readonly<Record<string, DocumentInfo>>;
  readonly tabs: Readonly<Record<string, string>>;
  readonly username: string;
  readonly last_page: string | null;
  /** When each successful login happened. */
  readonly successful_login: readonly string[];
  readonly web_status: readonly { readonly web_status: string }[];
  /** What changed in the form since the student's draft was last on it (issue 39); null when nothing did, and once submitted. */
  readonly form_changes?: DraftChanges | null;
}

/** POST /api/presigned-url: where and how to upload one file. */
export interface PresignedPost {
  readonly url: string;
  readonly fields: Readonly<Record<string, string>>;
}
