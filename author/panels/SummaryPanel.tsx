import { useStore } from "zustand";
import { summarize, validateAnswers } from "../../engine/index.ts";
import { useFormContext } from "../../renderer/index.ts";

/** The validation summary the student would get at submit, for the answers as they are. */
export function SummaryPanel() {
  const { form, store, today } = useFormContext();
  const answers = useStore(store, (s) => s.answers);
  const items = summarize(form, validateAnswers(form, answers, { today }));
  return (
    <section aria-labelledby="summary-title">
      <h2 id="summary-title">At submit ({items.length})</h2>
      <ul className="summary-list">
        {items.map((i) => (
          <li key={i.key} className={i.tone === "warning" ? "summary-list__warning" : undefined}>
            <code>{i.href}</code> {i.messages.join(" ")}
          </li>
        ))}
      </ul>
    </section>
  );
}
