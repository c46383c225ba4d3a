/**
 * The print view as Chromium loads it for a PDF, with no web server: the page is opened on a
 * private origin that resolves nowhere, and every request it makes is answered here. The built web
 * app's files come from its folder, the application's data from the database (what
 * GET /service/tmp-pdf answers), and anything else, on any origin, is refused. So the renderer
 * runs the same in a worker process that serves no HTTP at all, and a page can reach nothing.
 */
import { stat } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import type { Route } from "playwright-core";
import { errorMessage } from "../errors.ts";
import { officeWords } from "../words.ts";

/** The origin the print view is opened on (RFC 2606: .invalid never resolves). */
export const printOrigin = "http://print.invalid";

/** The call the app's service mode loads the application from (spec section 7). */
const servicePathname = "/service/tmp-pdf";

export interface PrintViewOptions {
  /** The built web app (config.staticDir). */
  staticDir: string;
  /** The application a service token grants, or null when the token is not the one this print was given. */
  serviceData(token: string | null): Promise<unknown>;
}

export interface PrintView {
  route(route: Route): Promise<void>;
  /** Why the data could not be read, when the database failed while the page asked for it. */
  failure(): unknown;
}

/** The file under `root` that a URL path names, or null (outside the folder, a folder, or nothing there). */
async function fileAt(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = resolve(root, `.${decoded}`);
  if (!path.startsWith(`${root}${sep}`)) return null;
  const info = await stat(path).catch(() => null);
  return info?.isFile() ? path : null;
}

export function printView({ staticDir, serviceData }: PrintViewOptions): PrintView {
  const root = resolve(staticDir);
  let failure: unknown;

  async function answer(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    if (url.origin !== printOrigin || request.method() !== "GET") return route.abort("blockedbyclient");
    if (url.pathname === servicePathname) {
      let data: unknown;
      try {
        data = await serviceData(url.searchParams.get("service_token"));
      } catch (error) {
        failure = error;
        return route.fulfill({ status: 500, json: { message: errorMessage("unexpected", {}, officeWords) } });
      }
      return data ? route.fulfill({ status: 200, json: data }) : route.fulfill({ status: 403, json: { message: errorMessage("tokenInvalid", {}, officeWords) } });
    }
    const file = await fileAt(root, url.pathname);
    if (file) return route.fulfill({ path: file });
    // The app's router takes any page path from index.html, as the server's own fallback does (http/static.ts).
    if (request.isNavigationRequest()) return route.fulfill({ path: join(root, "index.html") });
    return route.abort("blockedbyclient");
  }

  return {
    async route(route) {
      // A print that timed out closes its page while requests may still be in hand: answering them then fails, harmlessly.
      await answer(route).catch(() => undefined);
    },
    failure: () => failure,
  };
}
