import { keysWithin } from "../form/nodes.ts";
import { type Scope, resolveKey } from "../form/scope.ts";
import type { Answers, RevealNode } from "../types.ts";

const answered = (v: Answers[string] | undefined): boolean => v !== undefined && v !== "" && v !== false;

/**
 * Whether a confirmation-style toggle shows its children: once the student opened it, and
 * always while any answer inside it is filled, so nothing answered is ever out of sight.
 * Reveal toggles clear nothing (see hiddenKeys).
 */
export function revealShown(node: RevealNode, scope: Scope, answers: Answers, opened: boolean): boolean {
  return opened || keysWithin(node.children).some((k) => answered(answers[resolveKey(scope, k)]));
}
