import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A random id for a cookie or a link: 32 bytes, base64url. */
export const randomId = (): string => randomBytes(32).toString("base64url");

/** A 6-digit code, every value equally likely. */
export const randomCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** How random ids are stored: a copy of the table then opens nothing. */
export const sha256 = (text: string): string => createHash("sha256").update(text).digest("base64url");

/** A keyed hash, for values too short to store as a plain hash (a 6-digit code). `purpose` keeps uses apart. */
export const keyedHash = (secret: string, purpose: string, text: string): string =>
  createHmac("sha256", secret).update(`${purpose}\0${text}`).digest("base64url");

/** Whether `signature` is what `sign` makes with one of `secrets` (the current secret and those it replaced). */
export const signedWithOneOf = (secrets: readonly string[], signature: string, sign: (secret: string) => string): boolean =>
  secrets.some((secret) => sameText(signature, sign(secret)));

/** Compares two strings in time that does not depend on where they differ. */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
