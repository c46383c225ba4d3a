/**
 * The reference of a submitted application, such as "7KQM-4XD9": what the student quotes on the
 * phone and the office searches for. Eight characters, in two groups of four, from an alphabet
 * without 0, 1, I, L, O and U, which are misread or misheard as one another or as V; 30^8 (about
 * 6.6 × 10^11) of them, so a random one is new but for a vanishing chance, which the submit
 * checks anyway (a unique column, and a new draw when one is taken).
 */
import { randomInt } from "node:crypto";

export const referenceAlphabet = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

const referenceLength = 8;

/** A reference's shape: what a search or a typed reference is checked against. */
export const referencePattern = new RegExp(`^[${referenceAlphabet}]{4}-[${referenceAlphabet}]{4}$`);

/** A new random reference; `draw(n)` picks a number below n (crypto.randomInt, or a test's sequence). */
export function newReference(draw: (below: number) => number = randomInt): string {
  let text = "";
  for (let i = 0; i < referenceLength; i++) text += referenceAlphabet[draw(referenceAlphabet.length)];
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}
