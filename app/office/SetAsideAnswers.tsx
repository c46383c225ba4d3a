import type { SetAsideLine } from "./api.ts";
import { texts, timeText } from "./texts.ts";

const t = texts.application;

/** Props of SetAsideAnswers. */
export interface SetAsideAnswersProps {
  /** The application's set-aside answers, oldest first; the section shows only when there are any. */
  answers: readonly SetAsideLine[];
}

/**
 * The answers a later version of the form no longer asks or accepts, set aside as the application's
 * draft moved (issue 39) and kept for the office: each question and answer worded as the version it
 * was given on worded them, why it was set aside, that version's label and when.
 */
export function SetAsideAnswers({ answers }: SetAsideAnswersProps) {
  if (answers.length === 0) return null;
  return (
    <section className="staff-section" aria-labelledby="staff-set-aside">
      <h2 id="staff-set-aside">{t.setAside}</h2>
      <p>{t.setAsideIntro}</p>
      <div className="staff-table" role="region" aria-label={t.setAsideTable} tabIndex={0}>
        <table className="staff-audit staff-set-aside">
          <thead>
            <tr>
              <th scope="col">{t.setAsideQuestion}</th>
              <th scope="col">{t.setAsideAnswer}</th>
              <th scope="col">{t.setAsideReason}</th>
              <th scope="col">{t.setAsideVersion}</th>
              <th scope="col">{t.setAsideAt}</th>
            </tr>
          </thead>
          <tbody>
            {answers.map((entry) => (
              <tr key={`${entry.version}-${entry.key}-${entry.at}`}>
                <td>{entry.question}</td>
                <td>{entry.answer}</td>
                <td>{texts.setAsideReasons[entry.reason] ?? entry.reason}</td>
                <td>{entry.version}</td>
                <td>
                  <time dateTime={entry.at}>{timeText(entry.at)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
