import { use } from "react";
import type { Node } from "../../engine/index.ts";
import { useFormContext } from "../context/formContext.ts";
import { lazyKinds } from "../registry/preload.ts";
import { useIsServiceUser } from "../store/hooks.ts";

/**
 * Suspends until every kind the nodes are drawn with has its code, in the variant the form
 * shows (inputs, or print in service mode). A page then draws whole in one commit: no field
 * appears later, moves what is below it, or takes focus away. Once they are there (preloaded
 * with the page's route, or at idle) it does nothing.
 */
export function useKindsLoaded(nodes: readonly Node[]): void {
  const { registry } = useFormContext();
  const variant = useIsServiceUser() ? "Print" : "Field";
  // Every load starts at once; then `use` awaits each, the same promises in the same order on
  // every render (as `use` requires), and returns at once for those already there.
  const loads = lazyKinds(registry, nodes, variant).map((component) => component.preload());
  for (const load of loads) use(load);
}
