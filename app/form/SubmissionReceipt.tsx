import { useQuery } from "@tanstack/react-query";
import { interpolate, partnerTokens } from "../../engine/index.ts";
import { submissionQuery } from "../api/queries/submission.ts";
import { useIsLoggedIn } from "../session/hooks.ts";
import { partnerSettings, receiptTexts } from "../formTexts.ts";

const texts = receiptTexts.completion;

/**
 * The receipt on the completion page: the reference and the submission time, written by the
 * server in the university's time zone. Nothing shows until it is known; a failed load shows
 * nothing rather than taking the page (and its PDF link) down with it.
 */
export function SubmissionReceipt() {
  const isLoggedIn = useIsLoggedIn();
  const { data } = useQuery({ ...submissionQuery(), enabled: isLoggedIn, throwOnError: false });
  if (!data) return null;
  return (
    <section className="receipt" aria-labelledby="receipt-heading">
      <h2 id="receipt-heading" className="receipt__heading">
        {texts.heading}
      </h2>
      <dl className="receipt__list">
        <dt>{texts.referenceLabel}</dt>
        <dd className="receipt__reference">{data.reference}</dd>
        <dt>{texts.submittedAtLabel}</dt>
        <dd>
          <time dateTime={data.submitted_at}>{data.submitted_at_text}</time>
        </dd>
      </dl>
      <p className="receipt__note">{interpolate(texts.note, partnerTokens(partnerSettings))}</p>
    </section>
  );
}
