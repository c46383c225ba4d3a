/**
 * What a username (an e-mail address) may be, decided in one place for every account call.
 *
 * Two strings that look the same must not make two accounts whose mail reaches one mailbox, and
 * one string must not make an account whose mail goes to another mailbox than the one it names
 * (`alice@exam\u200Bple.com`, a Cyrillic `а` for a Latin `a`). So a username is:
 *
 * 1. put in Unicode NFKC form first, which folds compatibility look-alikes (full-width letters,
 *    the Kelvin sign, ligatures) into the plain letters they stand for;
 * 2. refused if it holds an invisible character (Unicode categories Cc and Cf: zero-width
 *    spaces and joiners, bidi controls, soft hyphens, byte-order marks);
 * 3. refused unless its local part (before the `@`) is plain ASCII: mail servers seldom accept
 *    SMTPUTF8 addresses, and ASCII leaves no script to mix;
 * 4. refused unless its domain is plain ASCII host-name labels (letters, digits, hyphens, joined
 *    by dots). An internationalised domain is taken in its ASCII form (`xn--…`, IDNA punycode) if
 *    that decodes to a real Unicode label; a domain typed in Unicode is refused, so nothing we
 *    store is read one way by us and another by a mail server;
 * 5. lower-cased (the comparison ignores case, as mail domains do).
 */
import { domainToASCII, domainToUnicode } from "node:url";

/** NFKC and lower case: the form every account call stores, looks up and counts failures under. */
export const canonicalUsername = (raw: string): string => raw.normalize("NFKC").toLowerCase();

const invisible = /[\p{Cc}\p{Cf}]/u;
const asciiLocalPart = /^[\x21-\x7e]+$/;
const hostLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const nonAscii = /[^\p{ASCII}]/u;

/** An `xn--` label is kept only if it is the IDNA form of a Unicode label (it decodes, to something not plain ASCII, and encodes back to itself). */
function validIdnaLabel(label: string): boolean {
  if (!label.startsWith("xn--")) return true;
  const unicode = domainToUnicode(label);
  return unicode !== "" && nonAscii.test(unicode) && domainToASCII(unicode) === label;
}

/** Whether a canonical username (see canonicalUsername) is an address we accept. */
export function acceptableUsername(username: string): boolean {
  if (invisible.test(username)) return false;
  const at = username.lastIndexOf("@");
  if (at <= 0) return false;
  const local = username.slice(0, at);
  const labels = username.slice(at + 1).split(".");
  return asciiLocalPart.test(local) && labels.length >= 2 && labels.every((label) => hostLabel.test(label) && validIdnaLabel(label));
}
