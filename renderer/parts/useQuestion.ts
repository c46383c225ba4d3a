import { type Scope, resolveKey } from "../../engine/index.ts";
import { useFormContext } from "../context/formContext.ts";
import { useFieldErrors } from "../store/hooks.ts";
import { useText } from "./useText.ts";

/** What every question needs: its resolved key (also the input's id), texts, errors and rules. */
export interface Question {
  /** The resolved answer key: the input's id, the anchor the validation summary links to. */
  readonly key: string;
  readonly label: string;
  readonly help: string | undefined;
  readonly errors: readonly string[];
  readonly isInvalid: boolean;
  readonly isRequired: boolean;
  readonly maxLength: number | undefined;
}

/** The common parts of a question node with a key, in its scope. */
export function useQuestion(node: { key: string; label: string; help?: string }, scope: Scope): Question {
  const { rules } = useFormContext();
  const key = resolveKey(scope, node.key);
  const errors = useFieldErrors(key);
  return {
    key,
    label: useText(node.label, scope),
    help: useText(node.help, scope),
    errors,
    isInvalid: errors.length > 0,
    isRequired: rules.required.has(key),
    maxLength: rules.maxLength.get(key),
  };
}
