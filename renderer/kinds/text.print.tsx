import { PrintField } from "../parts/Print.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import { useTextAnswer } from "../store/hooks.ts";
import type { TextProps } from "./text.tsx";

/** The answer as plain text. */
export function TextPrint({ node, scope }: TextProps) {
  const q = useQuestion(node, scope);
  return <PrintField id={q.key} label={q.label} value={useTextAnswer(q.key)} />;
}
