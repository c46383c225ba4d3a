/** Where an application stands. null: nothing recorded yet. */
export type WebStatus = null | "started" | "validating" | "submitted";

export const webStatuses = ["started", "validating", "submitted"] as const;

/**
 * The status from the profile's web_status list: the number of distinct known statuses it
 * holds decides (0 none, 1 started, 2 validating, 3 submitted), so repeated or out-of-order
 * posts cannot move a student backwards.
 */
export function webStatusFromProfile(entries: readonly { web_status?: unknown }[] | null | undefined): WebStatus {
  const known = new Set<string>();
  for (const e of entries ?? []) if (webStatuses.includes(e.web_status as never)) known.add(e.web_status as string);
  return [null, ...webStatuses][Math.min(known.size, webStatuses.length)] ?? null;
}
