import { carriedAnswers } from "../navigation/carry.ts";
import type { NavState } from "../navigation/navState.ts";
import { partnerSettings } from "../formTexts.ts";

const { title, text } = partnerSettings.visitorSignup;

/** Props of VisitorSignupNotice. */
export interface VisitorSignupNoticeProps {
  /** What the screen was handed: the answers a visitor brings from the form. */
  nav: NavState;
}

/**
 * Tells a visitor who arrives with answers typed (sent here by Save and Continue, a step link or
 * Submit) why an account is needed and that the answers are kept (issue 28, finding 7); the words
 * are the partner settings' visitorSignup. Nothing shows for someone with no answers.
 */
export function VisitorSignupNotice({ nav }: VisitorSignupNoticeProps) {
  if (!carriedAnswers(nav)) return null;
  return (
    <section className="notice notice--info" aria-labelledby="visitor-signup-title">
      <h2 id="visitor-signup-title" className="notice__title">
        {title}
      </h2>
      <p className="notice__text">{text}</p>
    </section>
  );
}
