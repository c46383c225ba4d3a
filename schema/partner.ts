/** The university's settings (names, addresses, links), alone: the shell's header and footer need nothing else of the schema. */
import type { Authored } from "../engine/index.ts";
// The text module alone, not the engine's index: the shell's header and footer load this file first.
import { defaultLocales, resolveTexts } from "../engine/text/localized.ts";
import partner from "./generated/form/partner.ts";

// JSON imports are typed loosely; schema:check validates the file against its meta-schema.
/** The settings as written, each text maybe a map of locales: what the engine compiles the form from. */
export const authoredPartnerSettings = partner as unknown as Authored.PartnerSettings;

/** The languages the form is written in, the default first. */
export const formLocales: readonly string[] = authoredPartnerSettings.locales ?? defaultLocales;

/** The form's default locale, the first it declares: what a page shows before anyone chose a language, and the office's. */
export const defaultLocale = formLocales[0] ?? "en";

/** The settings with their texts (banners, benefits, the visitor's notice) in `locale`, one of the form's. */
export const partnerSettingsIn = (locale: string) => resolveTexts(authoredPartnerSettings, locale);

/** The settings in the default locale. */
export const partnerSettings = partnerSettingsIn(defaultLocale);
