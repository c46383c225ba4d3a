import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the package's defaults, OWASP's minimum (19 MiB, 2 passes, 1 lane). The
 * algorithm is argon2id by default; the stored PHC string records it and the parameters.
 */
export const hashPassword = (password: string): Promise<string> => hash(password);

/**
 * Checked in place of a missing account's hash. Made once when the module loads: made at the first
 * unknown username instead, that login would take twice as long as any other.
 */
const dummy = hash("not the password of anyone");
// Awaited at each use; this only keeps a failure from being reported as unhandled before then.
dummy.catch(() => undefined);

/**
 * Whether `password` matches `stored`. With no account (stored undefined) a dummy hash is
 * checked anyway, so the answer takes as long and says nothing about which usernames exist.
 */
export async function checkPassword(stored: string | undefined, password: string): Promise<boolean> {
  const target = stored ?? (await dummy);
  try {
    return (await verify(target, password)) && stored !== undefined;
  } catch {
    return false;
  }
}
