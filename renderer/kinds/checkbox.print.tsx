import { PrintChoice } from "../parts/Print.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import { useAnswer } from "../store/hooks.ts";
import type { CheckboxProps } from "./checkbox.tsx";

/** "[X] label" or "[ ] label". */
export function CheckboxPrint({ node, scope }: CheckboxProps) {
  const q = useQuestion(node, scope);
  return (
    <div className="print-field" id={q.key}>
      <PrintChoice checked={useAnswer(q.key) === true} label={q.label} />
    </div>
  );
}
