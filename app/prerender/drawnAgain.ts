/**
 * Whether a page drawn at build time for a new visitor is drawn again in the browser instead of
 * taken over, for what the browser holds: stored answers (keys starting with `storagePrefix`), a
 * query (a token), a hash (a link to a field draws the whole page) or a message handed over in the
 * history entry (react-router keeps it under `usr`, which survives a reload). The takeover script
 * asks it at once and makes such a page inert, so that it takes no typing it would lose
 * (takeover.ts); the app reads that mark with the rest of its rule (canHydrate.ts). Only the
 * takeover script imports it, and it imports nothing, so that the script stays one small file.
 */
export function drawnAgain(storagePrefix: string): boolean {
  if (location.search !== "" || location.hash !== "") return true;
  if (((history.state as { usr?: unknown } | null)?.usr ?? null) !== null) return true;
  for (let i = 0; i < localStorage.length; i++) if (localStorage.key(i)?.startsWith(storagePrefix)) return true;
  return false;
}
