/** The mails the accounts send: subject, text and the code or link each carries. */
import { partnerSettings } from "../../schema/index.ts";
import type { Mail } from "./mailer.ts";

const signature = `${partnerSettings.providerName}\n${partnerSettings.addressLines.join("\n")}\n${partnerSettings.admissionsEmail}`;
const title = partnerSettings.applicationTitle;

export function confirmationMail(to: string, code: string): Mail {
  return {
    to,
    subject: `Your ${title} confirmation code`,
    text: `Your confirmation code is ${code}\n\nEnter it on the confirmation page to activate your account. The code expires in 24 hours.\n\nIf you did not create an account, you can ignore this e-mail.\n\n${signature}\n`,
    action: code,
  };
}

export function resetMail(to: string, link: string): Mail {
  return {
    to,
    subject: `Reset your ${title} password`,
    text: `Someone asked to reset the password of your ${title} account. To choose a new password, open this link within one hour:\n\n${link}\n\nThe link works once. If you did not ask for it, you can ignore this e-mail; your password has not changed.\n\n${signature}\n`,
    action: link,
  };
}

/**
 * Sent after a password reset (ASVS 2.2.3 / 2.5.5): a student who did not change it learns at
 * once, and how to take the account back.
 */
export function passwordChangedMail(to: string, forgotLink: string): Mail {
  return {
    to,
    subject: `Your ${title} password was changed`,
    text: `The password of your ${title} account was just changed with a reset link, and every session that was open has been ended.\n\nIf you did this, there is nothing more to do. If you did not, ask for a new reset link now and write to ${partnerSettings.helpEmail}:\n\n${forgotLink}\n\n${signature}\n`,
    action: forgotLink,
  };
}

/** Sent instead of a code when someone signs up with an address that already has an account. */
export function alreadyRegisteredMail(to: string, loginLink: string, forgotLink: string): Mail {
  return {
    to,
    subject: `You already have a ${title} account`,
    text: `Someone tried to create a ${title} account with this e-mail address, which already has one.\n\nLog in: ${loginLink}\nForgot your password? ${forgotLink}\n\nIf it was not you, you can ignore this e-mail.\n\n${signature}\n`,
    action: loginLink,
  };
}
