/**
 * The HTTP header in which a page names the version of the form it runs (its label, partner.json
 * formVersion) on every call, and the server the version it runs on every answer (issue 39): a
 * page loaded before the server started on another version learns it at its next call.
 */
export const formVersionHeader = "form-version";
