import { maskDigits } from "../parts/digitMask.ts";
import { PrintField } from "../parts/Print.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import { useTextAnswer } from "../store/hooks.ts";
import { type PhoneProps, phoneMask } from "./phone.tsx";

/** The number in the (###) ###-#### format. */
export function PhonePrint({ node, scope }: PhoneProps) {
  const q = useQuestion(node, scope);
  const value = useTextAnswer(q.key);
  return <PrintField id={q.key} label={q.label} value={maskDigits(value, phoneMask)} />;
}
