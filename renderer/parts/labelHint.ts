import type { Rules } from "../../engine/index.ts";
import { useFormContext } from "../context/formContext.ts";

/** The input kinds schema/rules.json may give a hint for. */
export type HintKind = keyof NonNullable<Rules["hints"]>;

/**
 * The hint of what to do for a question whose messages include one that is only its label (the
 * specification words "Date of Birth" for a date that does not exist, and the whole sentence for
 * an unticked certification): schema/rules.json's hint for the input kind, shown beside the
 * unchanged message (issue 28, finding 6). Undefined when no message is the bare label.
 */
export function useLabelHint(kind: HintKind, label: string, errors: readonly string[]): string | undefined {
  const { form } = useFormContext();
  return errors.includes(label) ? form.definition.rules.hints?.[kind] : undefined;
}
