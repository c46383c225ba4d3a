import { Icon } from "../../renderer/index.ts";

/** Decorative icons of the shell: hidden from assistive technology, which reads the text beside them. */

/** A person's head and shoulders, on the Account button. */
export function AccountIcon() {
  return (
    <Icon>
      <circle cx="8" cy="5" r="3" fill="currentColor" />
      <path d="M2 15c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5z" fill="currentColor" />
    </Icon>
  );
}

/** An envelope, beside the username (an e-mail address). */
export function MailIcon() {
  return (
    <Icon>
      <rect x="1.5" y="3.5" width="13" height="9" rx="1" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <polyline points="2,4.5 8,9 14,4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </Icon>
  );
}
