/**
 * Every error the server answers, as one coded entry (status and message), the way Fastify keeps
 * its own errors. Texts the spec fixes come from engine/messages.ts or the schemas, so each is
 * written once. A message may hold {tokens}, filled from the error's params.
 */
import { interpolate, messages, summaryHeading } from "../engine/index.ts";
import resetForm from "../schema/generated/form/account/reset.schema.ts";

interface CatalogueEntry {
  status: number;
  message: string;
  /** The heading of the dialog the app shows the message in, where "Unexpected Error" would mislead. */
  title?: string;
}

export const errorCatalogue = {
  // Requests the server cannot read (spec section 8: a client mistake is a 4xx, never a 5xx).
  notFound: { status: 404, message: "There is nothing at this address." },
  // Refused by Fastify's router or Node's HTTP parser before any route runs (http/frameworkErrors.ts).
  badUrl: { status: 400, message: "The address of this request is not valid: part of it is not correctly percent-encoded." },
  addressTooLong: { status: 414, message: "The address of this request is too long." },
  malformedRequest: { status: 400, message: "The request could not be read: it is not well-formed HTTP." },
  headersTooLarge: { status: 431, message: "The request's headers are too large." },
  requestTimeout: { status: 408, message: "The request took too long to arrive, so it was not completed. Please try again." },
  invalidJson: { status: 400, message: "The request body is not valid JSON." },
  unsupportedMediaType: { status: 415, message: "Send the request body as JSON (Content-Type: application/json)." },
  bodyTooLarge: { status: 413, message: "The request is too large." },
  invalidRequest: { status: 400, message: "The request is not valid: {detail}." },
  // NUL, other control characters and broken Unicode, refused before anything is hashed or stored (http/textCheck.ts).
  invalidText: { status: 400, message: "{where} holds {problem}, which cannot be stored, so nothing was done. Please remove it and try again." },
  crossSite: { status: 403, message: "This request did not come from the application's own pages, so it was refused. Please reload the page and try again." },
  tooManyRequests: { status: 429, message: "Too many attempts. Please wait {after} and try again." },

  // Sessions.
  sessionInvalid: { status: 401, message: messages.sessionInvalid },
  sessionExpired: { status: 401, message: messages.inactivityLogout },

  // Accounts.
  formInvalid: { status: 400, message: "{first}" },
  loginFailed: { status: 400, message: "Incorrect username or password." },
  notConfirmed: { status: 403, message: "Your account is not confirmed yet. Please enter the confirmation code we e-mailed you." },
  codeWrong: { status: 400, message: "That confirmation code is not correct." },
  codeExpired: { status: 400, message: "This confirmation code has expired. Please request a new one." },
  codeLocked: { status: 400, message: "Too many incorrect codes were entered. Please request a new confirmation code." },
  alreadyConfirmed: { status: 400, message: "This account is already confirmed. Please log in." },
  resetInvalid: { status: 400, message: resetForm.properties.id.errorMessage },

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
  answersRefused: { status: 400, message: "Your answers were not saved. {first}" },
  tooManyAnswers: { status: 400, message: "Your answers were not saved: a save holds at most {max} answers, and this one held {count}." },
  applicationSubmitted: { status: 409, message: "Your application has been submitted, so it can no longer be changed." },
  applicationIncomplete: { status: 400, message: summaryHeading },
  notSubmitted: { status: 409, message: "The application has not been submitted yet." },
  unknownPage: { status: 400, message: "This page is not part of the application." },
  unknownTabGroup: { status: 400, message: "There is no tab group \"{tab_id}\" in the application." },
  unknownTab: { status: 400, message: "The tab group \"{tab_id}\" has no tab \"{chosen_tab}\"." },
  unknownRepeatGroup: { status: 400, message: "There is no group \"{button_id}\" to add to." },
  repeatOutOfRange: { status: 400, message: "The group \"{button_id}\" holds from 1 to {max} entries." },
  // Only a named removal lowers a count, so a client that knows nothing of removing cannot drop an entry.
  repeatRemoveNeeded: { status: 409, message: "The group \"{button_id}\" shows {shown} entries; to remove one, name it with \"remove\"." },
  repeatChanged: { status: 409, message: "This list of entries has changed since the page was loaded. Please reload the page and try again." },

  // Documents (spec section 4, "File upload").
  unknownDocumentQuestion: { status: 400, message: "There is no document question \"{answerKey}\" in the application." },
  // The same answer whether the upload is another student's or does not exist, so it tells nothing.
  uploadNotFound: { status: 404, message: "We could not find this uploaded file. Please upload it again." },
  documentRefused: { status: 400, message: "{reason}" },
  // A submit waits for the documents on their way (application/submit.ts), in the spec's words for a tab switch that waits.
  documentConverting: { status: 409, message: messages.uploadInProgressText, title: messages.uploadInProgressTitle },
  // A window still showing a tab left since asks to upload on it (documents/shownQuestion.ts).
  tabNotChosen: { status: 409, message: "This question is on a tab that is no longer the one chosen: the choice was changed since the page was loaded. Please reload the page and try again." },

  // The embedded object storage's upload form, answered in S3's words (and codes, storage/uploadRoute.ts).
  uploadMalformed: { status: 400, message: "The upload is not a valid form: {detail}." },
  uploadSignatureMismatch: { status: 403, message: "The request signature we calculated does not match the signature you provided." },
  uploadPolicyExpired: { status: 403, message: "Invalid according to Policy: Policy expired." },
  uploadPolicyCondition: { status: 403, message: "Invalid according to Policy: {detail}" },
  uploadTooLarge: { status: 400, message: "Your proposed upload exceeds the maximum allowed size." },
  uploadTooSmall: { status: 400, message: "Your proposed upload is smaller than the minimum allowed size." },

  // School and address suggestions (GET /lookup/find, spec section 7).
  lookupQueryInvalid: { status: 400, message: "{detail}" },
  lookupNotFound: { status: 404, message: "No {category} suggestion has the id \"{id}\"" },
  // The lookup only helps: the student types the details in, so this is not an outage of the application.
  lookupUnavailable: { status: 503, message: "The lookup is not available at the moment. Please type the details in." },

  // Links handed out by staff.
  tokenInvalid: { status: 403, message: "This link is not valid or has expired. Please ask for a new one." },

  // The server itself, and the services it depends on (a request answered with these changed nothing).
  notReady: { status: 503, message: "The server is not ready: {reason}." },
  shuttingDown: { status: 503, message: "The server is restarting, so your request was not completed. Please try again in a moment." },
  databaseUnavailable: { status: 503, message: "The application cannot reach its database right now, so your request was not completed. Please try again in a few minutes." },
  storageUnavailable: { status: 503, message: "Documents cannot be stored right now, so your file was not saved. Please try again in a few minutes." },
  metricsUnauthorized: { status: 401, message: "The metrics need the bearer token set in METRICS_TOKEN." },
  exportUnauthorized: { status: 401, message: "The export needs the bearer token set in EXPORT_TOKEN." },
  unexpected: { status: 500, message: messages.unexpected },
} satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

/** An error with a catalogue entry: the error handler answers it as {message, ...body}. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** More fields for the JSON answer, such as the per-key `errors` of a form. */
  readonly body: Readonly<Record<string, unknown>>;

  constructor(code: ErrorCode, params: Readonly<Record<string, unknown>> = {}, body: Readonly<Record<string, unknown>> = {}) {
    const entry: CatalogueEntry = errorCatalogue[code];
    super(interpolate(entry.message, params));
    this.code = code;
    this.statusCode = entry.status;
    this.body = entry.title ? { title: entry.title, ...body } : body;
  }
}
