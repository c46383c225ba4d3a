import { type Node, childLists } from "../../engine/index.ts";
import { type Preloadable, isPreloadable } from "./lazyComponent.tsx";
import { pickRenderer } from "./pick.ts";
import type { Registry } from "./types.ts";

/** Which variant of its kinds a form draws: the inputs, or the read-only print variants (service mode). */
export type Variant = "Field" | "Print";

/** The components of `variant` loaded on demand that these nodes and every node below them are drawn with, each once. */
export function lazyKinds(registry: Registry, nodes: readonly Node[], variant: Variant): Preloadable[] {
  const found = new Set<Preloadable>();
  const visit = (node: Node): void => {
    const component = pickRenderer(registry, node)?.[variant];
    if (component && isPreloadable(component)) found.add(component);
    for (const list of childLists(node)) list.nodes.forEach(visit);
  };
  nodes.forEach(visit);
  return [...found];
}

/**
 * Loads the code of every kind these nodes (and the nodes below them) are drawn with, in the
 * variant given; resolves when all of it is there, so drawing them cannot suspend.
 */
export async function preloadKinds(registry: Registry, nodes: readonly Node[], variant: Variant): Promise<void> {
  await Promise.all(lazyKinds(registry, nodes, variant).map((component) => component.preload()));
}
