import { PrintField } from "../parts/Print.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import { useTextAnswer } from "../store/hooks.ts";
import type { PasswordProps } from "./password.tsx";

/** A password is never printed; the print view only says whether one was set. */
export function PasswordPrint({ node, scope }: PasswordProps) {
  const q = useQuestion(node, scope);
  return <PrintField id={q.key} label={q.label} value={useTextAnswer(q.key) ? "Set (hidden)" : ""} />;
}
