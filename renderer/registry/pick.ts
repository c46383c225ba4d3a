import type { Node } from "../../engine/index.ts";
import type { Registry, RendererEntry } from "./types.ts";

/** The entry whose tester scores the node highest, or undefined when every tester says -1. */
export function pickRenderer(registry: Registry, node: Node): RendererEntry | undefined {
  let best: RendererEntry | undefined;
  let bestScore = -1;
  for (const candidate of registry) {
    const score = candidate.tester(node);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
