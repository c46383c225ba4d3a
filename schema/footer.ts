/** The text of the footer's Help and Privacy dialogs, which a university words for itself. */
import type { Authored } from "../engine/index.ts";
import { resolveTexts } from "../engine/text/localized.ts";
import footer from "./generated/form/footer.ts";
import { defaultLocale } from "./partner.ts";

// JSON imports are typed loosely; schema:check validates the file against its meta-schema.
/** The dialogs' texts in `locale`, one of the form's. */
export const footerDialogsIn = (locale: string) => resolveTexts(footer as unknown as Authored.FooterDialogs, locale);

/** The dialogs' texts in the default locale. */
export const footerDialogs = footerDialogsIn(defaultLocale);
