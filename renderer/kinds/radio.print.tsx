import { PrintChoice, PrintField } from "../parts/Print.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import { useTextAnswer } from "../store/hooks.ts";
import { type RadioProps, useOptions } from "./radio.tsx";

/** Every option as "[X] label" or "[ ] label". */
export function RadioPrint({ node, scope }: RadioProps) {
  const q = useQuestion(node, scope);
  const value = useTextAnswer(q.key);
  return (
    <PrintField id={q.key} label={q.label}>
      {useOptions(node).map((o) => (
        <PrintChoice key={o.value} checked={o.value === value} label={o.label} />
      ))}
    </PrintField>
  );
}
