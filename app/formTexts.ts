/**
 * The form folder's texts around the form (the university's settings, the footer's dialogs, what
 * is said of a submitted application) in the language the page is drawn in. What staff read in the
 * console stays in the form's default language, the office's; the print view is drawn in its
 * browser's language, so the PDF printed for a student is in theirs (server/applicationPdf/render.ts).
 */
import { footerDialogsIn } from "../schema/footer.ts";
import { partnerSettingsIn } from "../schema/partner.ts";
import { receiptTextsIn } from "../schema/receipt.ts";
import { pageLocale } from "./locale.ts";

export const partnerSettings = partnerSettingsIn(pageLocale);

export const footerDialogs = footerDialogsIn(pageLocale);

export const receiptTexts = receiptTextsIn(pageLocale);
