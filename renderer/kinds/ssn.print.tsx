import { PrintField } from "../parts/Print.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import { useTextAnswer } from "../store/hooks.ts";
import type { SsnProps } from "./ssn.tsx";

/** Only the last four digits: a print view is read by people who need to tell records apart, not to copy the number. */
export function SsnPrint({ node, scope }: SsnProps) {
  const q = useQuestion(node, scope);
  const digitsOnly = useTextAnswer(q.key).replace(/\D/g, "");
  return <PrintField id={q.key} label={q.label} value={digitsOnly && `***-**-${digitsOnly.slice(-4).padStart(4, "*")}`} />;
}
