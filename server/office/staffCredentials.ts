/**
 * A staff account's username and password, held to the students' rules: the sign-up form's schema,
 * checked with the engine (the same rules and messages a student meets), and the same canonical
 * e-mail username (accounts/usernames.ts).
 */
import { randomInt } from "node:crypto";
import { validateAccountForm } from "../../engine/index.ts";
import { acceptableUsername, canonicalUsername } from "../accounts/usernames.ts";
import { dateIn } from "../clock.ts";
import { form } from "../form.ts";

/** The sign-up form's message for a username that is no e-mail address, from the schema itself (as accounts/forms.ts asks it). */
const notAnAddress = validateAccountForm(form, "signup", { username: "not an address" }, { today: "2000-01-01" }).username ?? [];

/**
 * The messages of the sign-up rules `username` and `password` break; empty when they pass. `when`
 * gives the engine its "today", as the server's own account forms do (accounts/forms.ts).
 */
export function credentialProblems(username: string, password: string, when: { timeZone: string; now: Date }): string[] {
  const canonical = canonicalUsername(username);
  const errors = validateAccountForm(form, "signup", { username: canonical, password }, { today: dateIn(when.timeZone, when.now) });
  const usernameProblems = errors.username ?? (acceptableUsername(canonical) ? [] : notAnAddress);
  return [...usernameProblems, ...(errors.password ?? [])];
}

// Letters and digits a person cannot misread for one another (no 0/O, 1/l/I).
const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

/**
 * A new password for a staff member: four groups of five characters joined by hyphens (about 115
 * random bits), drawn again until it meets the password rules, which a draw without an upper-case
 * letter, a lower-case letter or a digit does not.
 */
export function generatedPassword(when: { timeZone: string; now: Date }): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () => Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join(""));
    const password = groups.join("-");
    if (credentialProblems("generated@example.edu", password, when).length === 0) return password;
  }
}
