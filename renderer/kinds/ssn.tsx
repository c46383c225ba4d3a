import type { SsnQuestion } from "../../engine/index.ts";
import { MaskedTextField } from "../parts/MaskedTextField.tsx";
import { PrintField } from "../parts/Print.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import { kindTester, type NodeProps } from "../registry/types.ts";
import { useTextAnswer } from "../store/hooks.ts";

/** Props of SsnInput and SsnPrint. */
export interface SsnProps extends NodeProps<SsnQuestion> {
  /** The social security number question. */
  node: SsnQuestion;
}

// Spec section 3: 3-2-4 digits with dashes, at most 9 digits (the mask has room for no more).
const ssnMask = "___-__-____";

/** A social security number, formatted ###-##-#### as typed. */
export function SsnInput({ node, scope }: SsnProps) {
  return <MaskedTextField question={useQuestion(node, scope)} mask={ssnMask} autoComplete="off" format="###-##-####" />;
}

/** Only the last four digits: a print view is read by people who need to tell records apart, not to copy the number. */
export function SsnPrint({ node, scope }: SsnProps) {
  const q = useQuestion(node, scope);
  const digitsOnly = useTextAnswer(q.key).replace(/\D/g, "");
  return <PrintField id={q.key} label={q.label} value={digitsOnly && `***-**-${digitsOnly.slice(-4).padStart(4, "*")}`} />;
}

export const ssnTester = kindTester("ssn");
