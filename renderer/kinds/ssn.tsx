import { type SsnQuestion, kindFormats } from "../../engine/index.ts";
import { MaskedTextField } from "../parts/MaskedTextField.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import type { NodeProps } from "../registry/types.ts";

/** Props of SsnInput and SsnPrint. */
export interface SsnProps extends NodeProps<SsnQuestion> {
  /** The social security number question. */
  node: SsnQuestion;
}

// Spec section 3: 3-2-4 digits with dashes, at most 9 digits (the mask has room for no more).
const ssnMask = kindFormats.ssn.replace(/#/g, "_");

/** A social security number, formatted ###-##-#### as typed. */
export function SsnInput({ node, scope }: SsnProps) {
  return <MaskedTextField question={useQuestion(node, scope)} mask={ssnMask} autoComplete="off" format={kindFormats.ssn} />;
}
