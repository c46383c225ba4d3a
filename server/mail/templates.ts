/**
 * The mails the accounts send: subject, text and the code or link each carries, in the language
 * they are written in (the product's words, engine/words `mails`, and the partner's settings in
 * that locale for the title and the signature).
 */
import { interpolate } from "../../engine/index.ts";
import { partnerSettingsIn } from "../../schema/partner.ts";
import { wordsIn } from "../words.ts";
import type { Mail } from "./mailer.ts";

type MailName = "confirmation" | "reset" | "passwordChanged" | "alreadyRegistered";

/** The mail `name` in `locale` (one of the form's), its {names} filled from `values`, signed by the university. */
function written(name: MailName, locale: string, to: string, action: string, values: Readonly<Record<string, string>>): Mail {
  const partner = partnerSettingsIn(locale);
  const texts = wordsIn(locale).mails[name];
  const all = { title: partner.applicationTitle, helpEmail: partner.helpEmail, ...values };
  const signature = [partner.providerName, ...partner.addressLines, partner.admissionsEmail].join("\n");
  return { to, subject: interpolate(texts.subject, all), text: `${interpolate(texts.text, all)}\n\n${signature}\n`, action };
}

export const confirmationMail = (to: string, code: string, locale: string): Mail => written("confirmation", locale, to, code, { code });

export const resetMail = (to: string, link: string, locale: string): Mail => written("reset", locale, to, link, { link });

/**
 * Sent after a password reset (ASVS 2.2.3 / 2.5.5): a student who did not change it learns at
 * once, and how to take the account back.
 */
export const passwordChangedMail = (to: string, forgotLink: string, locale: string): Mail => written("passwordChanged", locale, to, forgotLink, { link: forgotLink });

/** Sent instead of a code when someone signs up with an address that already has an account. */
export const alreadyRegisteredMail = (to: string, loginLink: string, forgotLink: string, locale: string): Mail =>
  written("alreadyRegistered", locale, to, loginLink, { loginLink, forgotLink });
