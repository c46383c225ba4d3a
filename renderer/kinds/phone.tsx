import type { PhoneQuestion } from "../../engine/index.ts";
import { maskDigits } from "../parts/digitMask.ts";
import { MaskedTextField } from "../parts/MaskedTextField.tsx";
import { PrintField } from "../parts/Print.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import { kindTester, type NodeProps } from "../registry/types.ts";
import { useTextAnswer } from "../store/hooks.ts";

/** Props of PhoneInput and PhonePrint. */
export interface PhoneProps extends NodeProps<PhoneQuestion> {
  /** The phone question. */
  node: PhoneQuestion;
}

// Spec section 9: (###) ###-####.
const phoneMask = "(___) ___-____";

/** A US phone number, reformatted to (###) ###-#### as the digits are typed. */
export function PhoneInput({ node, scope }: PhoneProps) {
  return <MaskedTextField question={useQuestion(node, scope)} mask={phoneMask} autoComplete={node.autoComplete} format="(###) ###-####" />;
}

/** The number in the (###) ###-#### format. */
export function PhonePrint({ node, scope }: PhoneProps) {
  const q = useQuestion(node, scope);
  const value = useTextAnswer(q.key);
  return <PrintField id={q.key} label={q.label} value={maskDigits(value, phoneMask)} />;
}

export const phoneTester = kindTester("phone");
