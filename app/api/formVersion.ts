/**
 * Which version of the form this page runs, and whether the server has since started on another
 * (issue 39). Every call names the page's version and every answer the server's (engine
 * formVersionHeader); once they differ, the page tells its student to reload (FormUpdatedNotice),
 * and until then the server sets aside what only the page's version asks rather than refuse it.
 */
import { createStore } from "zustand/vanilla";
import { authoredPartnerSettings } from "../../schema/partner.ts";

/** The label of the version this page was built with. */
export const pageFormVersion = authoredPartnerSettings.formVersion;

/** `outdated`: a server answer named a version other than the page's. */
export const formVersionStore = createStore<{ outdated: boolean }>(() => ({ outdated: false }));

/** Takes note of the version a server answer named (null: it named none). */
export function noteServerVersion(named: string | null): void {
  if (named && named !== pageFormVersion && !formVersionStore.getState().outdated) formVersionStore.setState({ outdated: true });
}
