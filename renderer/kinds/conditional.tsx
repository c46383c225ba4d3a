import type { ConditionalNode } from "../../engine/index.ts";
import { NodeList } from "../registry/NodeRenderer.tsx";
import { kindTester, type NodeProps } from "../registry/types.ts";
import { useCondition } from "../store/hooks.ts";

/** Props of Conditional. */
export interface ConditionalProps extends NodeProps<ConditionalNode> {
  /** The conditional block. */
  node: ConditionalNode;
}

/** Shows its children while the engine says the condition holds; the engine clears them when it does not. */
export function Conditional({ node, scope }: ConditionalProps) {
  return useCondition(node.when, scope) ? <NodeList nodes={node.children} scope={scope} /> : null;
}

export const conditionalTester = kindTester("conditional");
