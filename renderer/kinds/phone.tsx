import { type PhoneQuestion, kindFormats } from "../../engine/index.ts";
import { MaskedTextField } from "../parts/MaskedTextField.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import type { NodeProps } from "../registry/types.ts";

/** Props of PhoneInput and PhonePrint. */
export interface PhoneProps extends NodeProps<PhoneQuestion> {
  /** The phone question. */
  node: PhoneQuestion;
}

// Spec section 9: (###) ###-####, the format the engine's data model limits the answer to.
export const phoneMask = kindFormats.phone.replace(/#/g, "_");

/** A US phone number, reformatted to (###) ###-#### as the digits are typed. */
export function PhoneInput({ node, scope }: PhoneProps) {
  return <MaskedTextField question={useQuestion(node, scope)} mask={phoneMask} autoComplete={node.autoComplete} format={kindFormats.phone} />;
}
