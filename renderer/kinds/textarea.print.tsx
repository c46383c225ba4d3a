import { PrintField } from "../parts/Print.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import { useTextAnswer } from "../store/hooks.ts";
import type { TextareaProps } from "./textarea.tsx";

/** The statement as plain text, line breaks kept. */
export function TextareaPrint({ node, scope }: TextareaProps) {
  const q = useQuestion(node, scope);
  return <PrintField id={q.key} label={q.label} value={useTextAnswer(q.key)} />;
}
