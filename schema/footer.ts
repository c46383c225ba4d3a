/** The text of the footer's Help and Privacy dialogs, which a university words for itself. */
import type { FooterDialogs } from "../engine/index.ts";
import footer from "./generated/form/footer.ts";

// JSON imports are typed loosely; schema:check validates the file against its meta-schema.
export const footerDialogs = footer as unknown as FooterDialogs;
