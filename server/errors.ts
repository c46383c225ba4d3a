/**
 * Every error the server answers, as one coded entry (status and message), the way Fastify keeps
 * its own errors. A message a student may read is the product's words (engine/words `errors`, or
 * the spec's fixed `messages`), written in the language of the request it answers; texts the
 * schemas fix come from there, so each is written once. Kept here as plain text, in the office's
 * language: what only staff (the office's console), operators (metrics, export, readiness) and
 * machines (the embedded storage's S3-style upload form) read. A message may hold {tokens},
 * filled from the error's params when it is written.
 */
import { type Words, interpolate, textIn } from "../engine/index.ts";
import resetForm from "../schema/generated/form/account/reset.schema.ts";
import { type InWords, officeWords } from "./words.ts";

interface CatalogueEntry {
  status: number;
  /**
   * The message in a reader's words, or, as plain text, in the office's language whoever reads it;
   * a message that is only its detail ("{first}") speaks the detail's language.
   */
  message: string | InWords;
  /** The heading of the dialog the app shows the message in, where "Unexpected Error" would mislead. */
  title?: InWords;
}

export const errorCatalogue = {
  // Requests the server cannot read (spec section 8: a client mistake is a 4xx, never a 5xx).
  notFound: { status: 404, message: (w) => w.errors.notFound },
  // Refused by Fastify's router or Node's HTTP parser before any route runs (http/frameworkErrors.ts).
  badUrl: { status: 400, message: (w) => w.errors.badUrl },
  addressTooLong: { status: 414, message: (w) => w.errors.addressTooLong },
  malformedRequest: { status: 400, message: (w) => w.errors.malformedRequest },
  headersTooLarge: { status: 431, message: (w) => w.errors.headersTooLarge },
  requestTimeout: { status: 408, message: (w) => w.errors.requestTimeout },
  invalidJson: { status: 400, message: (w) => w.errors.invalidJson },
  unsupportedMediaType: { status: 415, message: (w) => w.errors.unsupportedMediaType },
  bodyTooLarge: { status: 413, message: (w) => w.errors.bodyTooLarge },
  invalidRequest: { status: 400, message: (w) => w.errors.invalidRequest },
  // NUL, other control characters and broken Unicode, refused before anything is hashed or stored (http/textCheck.ts).
  invalidText: { status: 400, message: (w) => w.errors.invalidText },
  crossSite: { status: 403, message: (w) => w.errors.crossSite },
  tooManyRequests: { status: 429, message: (w) => w.errors.tooManyRequests },

  // Sessions.
  sessionInvalid: { status: 401, message: (w) => w.messages.sessionInvalid },
  sessionExpired: { status: 401, message: (w) => w.messages.inactivityLogout },

  // Accounts.
  formInvalid: { status: 400, message: "{first}" },
  loginFailed: { status: 400, message: (w) => w.errors.loginFailed },
  notConfirmed: { status: 403, message: (w) => w.errors.notConfirmed },
  codeWrong: { status: 400, message: (w) => w.errors.codeWrong },
  codeExpired: { status: 400, message: (w) => w.errors.codeExpired },
  codeLocked: { status: 400, message: (w) => w.errors.codeLocked },
  alreadyConfirmed: { status: 400, message: (w) => w.errors.alreadyConfirmed },
  // The reset form's own message for a link's id that is not one, in the words' language (a form's locale).
  resetInvalid: { status: 400, message: (w) => textIn(resetForm.properties.id.errorMessage, w.locale) },

  // The admissions office's staff (server/office/); their sign-in answers as students' login does.
  staffDisabled: { status: 403, message: "This staff account is disabled. Please ask a manager of the admissions office to enable it again." },
  staffForbidden: { status: 403, message: "Your staff role ({role}) does not allow this." },
  // The console's calls (office/queries.ts reads their parameters; {allowed} lists what they take).
  staffParameterUnknown: { status: 400, message: "This call does not take the parameter \"{name}\"; it takes {allowed}." },
  staffParameterRepeated: { status: 400, message: "The parameter \"{name}\" was given more than once; give it once." },
  staffChoiceInvalid: { status: 400, message: "\"{value}\" is not a {name} this call knows: use one of {allowed}." },
  staffDateInvalid: { status: 400, message: "The {name} date \"{value}\" cannot be read: give a day as YYYY-MM-DD (a day in the university's time zone)." },
  staffDatesReversed: { status: 400, message: "The from date ({from}) is after the to date ({to})." },
  staffNumberInvalid: { status: 400, message: "{name} must be a whole number from 1 to {max}; \"{value}\" is not." },
  staffSearchTooLong: { status: 400, message: "The search is too long: at most {max} characters." },
  applicationNotFound: { status: 404, message: "There is no application \"{id}\"." },
  staffDocumentNotFound: { status: 404, message: "This application has no converted document \"{documentId}\"." },

  // The application.
  // {first}: the first refused answer's messages; the answer's `errors` name the keys (application/refusals.ts).
  answersRefused: { status: 400, message: (w) => w.errors.answersRefused },
  tooManyAnswers: { status: 400, message: (w) => w.errors.tooManyAnswers },
  applicationSubmitted: { status: 409, message: (w) => w.errors.applicationSubmitted },
  applicationIncomplete: { status: 400, message: (w) => w.messages.summaryHeading },
  notSubmitted: { status: 409, message: (w) => w.errors.notSubmitted },
  unknownPage: { status: 400, message: (w) => w.errors.unknownPage },
  unknownTabGroup: { status: 400, message: (w) => w.errors.unknownTabGroup },
  unknownTab: { status: 400, message: (w) => w.errors.unknownTab },
  unknownRepeatGroup: { status: 400, message: (w) => w.errors.unknownRepeatGroup },
  repeatOutOfRange: { status: 400, message: (w) => w.errors.repeatOutOfRange },
  // Only a named removal lowers a count, so a client that knows nothing of removing cannot drop an entry.
  repeatRemoveNeeded: { status: 409, message: (w) => w.errors.repeatRemoveNeeded },
  repeatChanged: { status: 409, message: (w) => w.errors.repeatChanged },

  // Documents (spec section 4, "File upload").
  unknownDocumentQuestion: { status: 400, message: (w) => w.errors.unknownDocumentQuestion },
  // The same answer whether the upload is another student's or does not exist, so it tells nothing.
  uploadNotFound: { status: 404, message: (w) => w.errors.uploadNotFound },
  documentRefused: { status: 400, message: "{reason}" },
  // A submit waits for the documents on their way (application/submit.ts), in the spec's words for a tab switch that waits.
  documentConverting: { status: 409, message: (w) => w.messages.uploadInProgressText, title: (w) => w.messages.uploadInProgressTitle },
  // A window still showing a tab left since asks to upload on it (documents/shownQuestion.ts).
  tabNotChosen: { status: 409, message: (w) => w.errors.tabNotChosen },

  // The embedded object storage's upload form, answered in S3's words (and codes, storage/uploadRoute.ts).
  uploadMalformed: { status: 400, message: "The upload is not a valid form: {detail}." },
  uploadSignatureMismatch: { status: 403, message: "The request signature we calculated does not match the signature you provided." },
  uploadPolicyExpired: { status: 403, message: "Invalid according to Policy: Policy expired." },
  uploadPolicyCondition: { status: 403, message: "Invalid according to Policy: {detail}" },
  uploadTooLarge: { status: 400, message: "Your proposed upload exceeds the maximum allowed size." },
  uploadTooSmall: { status: 400, message: "Your proposed upload is smaller than the minimum allowed size." },

  // School and address suggestions (GET /lookup/find, spec section 7).
  lookupQueryInvalid: { status: 400, message: "{detail}" },
  lookupNotFound: { status: 404, message: (w) => w.errors.lookupNotFound },
  // The lookup only helps: the student types the details in, so this is not an outage of the application.
  lookupUnavailable: { status: 503, message: (w) => w.errors.lookupUnavailable },

  // Links handed out by staff.
  tokenInvalid: { status: 403, message: (w) => w.errors.tokenInvalid },

  // The server itself, and the services it depends on (a request answered with these changed nothing).
  notReady: { status: 503, message: "The server is not ready: {reason}." },
  shuttingDown: { status: 503, message: (w) => w.errors.shuttingDown },
  databaseUnavailable: { status: 503, message: (w) => w.errors.databaseUnavailable },
  storageUnavailable: { status: 503, message: (w) => w.errors.storageUnavailable },
  metricsUnauthorized: { status: 401, message: "The metrics need the bearer token set in METRICS_TOKEN." },
  exportUnauthorized: { status: 401, message: "The export needs the bearer token set in EXPORT_TOKEN." },
  unexpected: { status: 500, message: (w) => w.messages.unexpected },
} satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

/** An error's details, each a value or a text in the reader's words (such as a wait, words.ts minutesToWait). */
export type ErrorParams = Readonly<Record<string, unknown>>;

/** The message of `code` in `words`, its {tokens} filled from `params`. */
export function errorMessage(code: ErrorCode, params: ErrorParams, words: Words): string {
  const { message }: CatalogueEntry = errorCatalogue[code];
  const values = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === "function" ? (value as InWords)(words) : value]));
  return interpolate(typeof message === "string" ? message : message(words), values);
}

/**
 * An error with a catalogue entry: the error handler answers it as {message, ...body} in the
 * request's words (`answerIn`). Its own `message` is in the office's words, for the logs.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly params: ErrorParams;
  /** More fields for the JSON answer, such as the per-key `errors` of a form. */
  readonly body: Readonly<Record<string, unknown>>;

  constructor(code: ErrorCode, params: ErrorParams = {}, body: Readonly<Record<string, unknown>> = {}) {
    super(errorMessage(code, params, officeWords));
    this.code = code;
    this.statusCode = errorCatalogue[code].status;
    this.params = params;
    this.body = body;
  }

  /** The JSON answer in `words`: the dialog's title if the entry has one, the body, the message and the code. */
  answerIn(words: Words): Record<string, unknown> {
    const { title }: CatalogueEntry = errorCatalogue[this.code];
    return { ...(title ? { title: title(words) } : {}), ...this.body, message: errorMessage(this.code, this.params, words), code: this.code };
  }
}
