import type { FieldErrors, Words } from "../../engine/index.ts";
import { wordsNow } from "../words.ts";

/**
 * The error kinds of spec section 8: a server error (a call failed or answered something that is
 * not JSON), an unauthorized error (401: the session is gone; the app logs the student out) and a
 * bad configuration (the form definition is inconsistent, a developer's mistake).
 */
export type ErrorKind = "server" | "unauthorized" | "badConfiguration";

/** One failure the app knows how to present. */
export class AppError extends Error {
  readonly kind: ErrorKind;
  /** The HTTP status, for a failed call. */
  readonly status: number | undefined;
  /** Messages per field the server sent with a refused form or save. */
  readonly fieldErrors: FieldErrors;
  /** The heading the server's catalogue gives this failure's dialog, when it has one of its own. */
  readonly title: string | undefined;

  constructor(kind: ErrorKind, message: string, options: { status?: number; fieldErrors?: FieldErrors; title?: string } = {}) {
    super(message);
    this.name = "AppError";
    this.kind = kind;
    this.status = options.status;
    this.fieldErrors = options.fieldErrors ?? {};
    this.title = options.title;
  }
}

export const isUnauthorized = (error: unknown): boolean => error instanceof AppError && error.kind === "unauthorized";

/** The heading of a failure's dialog: the one the server named for it, else "Unexpected Error". */
export const dialogTitleOf = (error: unknown, words: Words = wordsNow()): string => (error instanceof AppError && error.title ? error.title : words.messages.unexpectedErrorDialog);

/** What a student is told about any failure: its own message when it is ours, else the generic one. */
export const messageOf = (error: unknown, words: Words = wordsNow()): string => (error instanceof AppError ? error.message : words.messages.unexpected);
