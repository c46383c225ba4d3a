import { useFormContext } from "../../renderer/index.ts";
import { inspect } from "../inspect.ts";

/** Props of InspectorPanel. */
export interface InspectorPanelProps {
  /** The key of the question under the pointer (or focused). */
  questionKey: string | undefined;
  /** The generated data model of the version shown. */
  model: Record<string, unknown>;
}

/** The question under the pointer: its key, where it shows, what it clears, its rules and messages. */
export function InspectorPanel({ questionKey, model }: InspectorPanelProps) {
  const { form } = useFormContext();
  const report = questionKey ? inspect(form, model, questionKey) : undefined;
  return (
    <section aria-labelledby="inspector-title">
      <h2 id="inspector-title">Question</h2>
      {!report ? (
        <p>Point at a question (or focus it) to see its rules.</p>
      ) : (
        <dl className="inspector">
          <dt>Key</dt>
          <dd><code>{report.key}</code> ({report.kind}, page {report.page})</dd>
          <dt>Label</dt>
          <dd>{report.label}</dd>
          <dt>Shown</dt>
          <dd>{report.shownWhen.length ? report.shownWhen.join(" and ") : "always"}</dd>
          <dt>A change hides and clears</dt>
          <dd>{report.clears.length ? report.clears.join(", ") : "nothing"}</dd>
          <dt>Rules and messages</dt>
          <dd>
            {Object.keys(report.messages).length ? (
              <ul>
                {Object.entries(report.messages).map(([rule, message]) => (
                  <li key={rule}><code>{rule}</code>: {message}</li>
                ))}
              </ul>
            ) : (
              "none"
            )}
          </dd>
        </dl>
      )}
    </section>
  );
}
