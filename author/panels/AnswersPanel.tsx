import { useEffect, useState } from "react";
import { type AnswerValue, withoutEmpty } from "../../engine/index.ts";
import { useFormContext } from "../../renderer/index.ts";
import { useStore } from "zustand";

/** Props of AnswersPanel. */
export interface AnswersPanelProps {
  /** The answer sets of tests/fixtures/, to load in one click. */
  fixtures: readonly { name: string; answers: Record<string, AnswerValue> }[];
}

/** The answers as JSON, editable (paste a fixture), and the fixtures to load. */
export function AnswersPanel({ fixtures }: AnswersPanelProps) {
  const { store } = useFormContext();
  const answers = useStore(store, (s) => s.answers);
  const shown = JSON.stringify(withoutEmpty(answers), null, 2);
  const [text, setText] = useState(shown);
  const [error, setError] = useState("");
  useEffect(() => setText(shown), [shown]);
  const apply = (): void => {
    try {
      const parsed = JSON.parse(text) as Record<string, AnswerValue>;
      store.getState().loadAnswers(parsed);
      setError("");
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <section aria-labelledby="answers-title">
      <h2 id="answers-title">Answers</h2>
      <div className="fixtures">
        {fixtures.map((f) => (
          <button key={f.name} type="button" onClick={() => store.getState().loadAnswers(f.answers)}>
            Load {f.name}
          </button>
        ))}
        <button type="button" onClick={() => store.getState().loadAnswers({})}>
          Clear
        </button>
      </div>
      <label htmlFor="answers-json">Answers as JSON</label>
      <textarea id="answers-json" value={text} onChange={(e) => setText(e.target.value)} rows={12} spellCheck={false} />
      <button type="button" onClick={apply}>
        Apply these answers
      </button>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
