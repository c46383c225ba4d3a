import type { WebStatus } from "./webStatus.ts";

/** The client snapshot the banner depends on (spec section 3). */
export interface BannerInput {
  webStatus: WebStatus;
  isLoggedIn: boolean;
  hasChangedPage: boolean;
  /** Count of successful logins. */
  numLogins: number;
}

/** Which welcome banner shows, or null for none. */
export type Banner = "submitted" | "firstLogin" | "returning" | "visitor" | null;

/**
 * The banner rule of spec section 1: hidden while validating; shown when submitted, when not
 * logged in, or when the student has not changed page yet and has a login count.
 */
export function bannerFor({ webStatus, isLoggedIn, hasChangedPage, numLogins }: BannerInput): Banner {
  if (webStatus === "validating") return null;
  if (webStatus === "submitted") return "submitted";
  if (!isLoggedIn) return "visitor";
  if (hasChangedPage || numLogins < 1) return null;
  return numLogins === 1 ? "firstLogin" : "returning";
}
