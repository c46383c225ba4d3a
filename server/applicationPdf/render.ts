/**
 * The application pages of the PDF: the web app's service print view of one student's whole
 * application (every page's print layout), printed by Chromium. The view is opened with a
 * service token made for this print alone, valid minutes, as a staff link is (tokens/links.ts).
 */
import { access } from "node:fs/promises";
import { join } from "node:path";
import type { Clock } from "../clock.ts";
import type { Sql } from "../db/types.ts";
import { servicePath } from "../tokens/links.ts";
import { serviceApplication } from "../tokens/serviceApplication.ts";
import { verifyToken } from "../tokens/signed.ts";
import type { PrintOutcome, Printer } from "./printer.ts";
import { printOrigin, printView } from "./printView.ts";

/** The service view sets this on its root once every page's print layout is drawn. */
export const printReady = "[data-print-ready]";

/** How long the print view may take, by default. */
export const defaultRenderTimeoutMs = 30_000;

/** The token outlives any print; it works only on this print's private origin anyway. */
const tokenMs = 10 * 60 * 1000;

export interface RenderOptions {
  printer: Printer;
  db: Sql;
  clock: Clock;
  /** Signs and checks the print view's service token. */
  secret: string;
  /** The built web app (config.staticDir). */
  staticDir: string;
  accountId: string;
  /** The university's time zone (config.timeZone), in which the print view shows the submission time. */
  timeZone: string;
  /** The language the PDF is written in, one of the form's: the student's for theirs, the office's for an export's. */
  locale: string;
  timeoutMs?: number;
}

/** Prints the student's application; throws when the database failed while the page read it (worth another try). */
export async function renderApplication({ printer, db, clock, secret, staticDir, accountId, timeZone, locale, timeoutMs = defaultRenderTimeoutMs }: RenderOptions): Promise<PrintOutcome> {
  const built = await access(join(staticDir, "index.html")).then(
    () => true,
    () => false,
  );
  if (!built) return { ok: false, reason: "unavailable", detail: `there is no web app build in ${staticDir} to print (npm run build)` };
  const view = printView({
    staticDir,
    serviceData: async (token) => (verifyToken([secret], token, "service", clock.now()) === accountId ? serviceApplication(db, accountId, timeZone, locale) : null),
  });
  const now = clock.now();
  const path = servicePath(secret, accountId, { issuedAt: now, expiresAt: new Date(now.getTime() + tokenMs) });
  // The headings (page titles, sections, entries) become the bookmarks of the application part.
  // The view draws itself in the language its browser chose, as the app does for a student.
  const outcome = await printer.print({ url: `${printOrigin}${path}`, route: view.route, ready: printReady, timeoutMs, outline: true, locale });
  const failure = view.failure();
  if (!outcome.ok && failure) throw failure;
  return outcome;
}
