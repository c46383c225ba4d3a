import { type Scope, interpolate } from "../../engine/index.ts";
import { useFormContext } from "../context/formContext.ts";

/** A function filling a schema text's {tokens}: partner settings, and {n} inside a repeat instance. */
export function useInterpolate(scope: Scope): (text: string) => string {
  const { form } = useFormContext();
  const n = scope.group ? { n: scope.group.n } : {};
  return (text) => interpolate(text, form.vars, n);
}

/** A schema text with its {tokens} filled. */
export function useText(text: string, scope: Scope): string;
export function useText(text: string | undefined, scope: Scope): string | undefined;
export function useText(text: string | undefined, scope: Scope): string | undefined {
  const fill = useInterpolate(scope);
  return text === undefined ? undefined : fill(text);
}
