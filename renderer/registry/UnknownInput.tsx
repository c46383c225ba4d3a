import { interpolate } from "../../engine/index.ts";
import { useWords } from "../context/formContext.ts";

/** Props of UnknownInput. */
export interface UnknownInputProps {
  /** The kind no renderer claimed. */
  kind: string;
}

/** What production shows for a node kind no renderer claims: visible, so the gap is noticed, and harmless. */
export function UnknownInput({ kind }: UnknownInputProps) {
  return (
    <div className="unknown-input" role="note">
      {interpolate(useWords().inputs.unknownKind, { kind })}
    </div>
  );
}
