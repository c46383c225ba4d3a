import { type ConditionalGroupsNode, reader, shownGroup } from "../../engine/index.ts";
import { NodeList } from "../registry/NodeRenderer.tsx";
import { kindTester, type NodeProps } from "../registry/types.ts";
import { useFormStore } from "../store/hooks.ts";

/** Props of ConditionalGroups. */
export interface ConditionalGroupsProps extends NodeProps<ConditionalGroupsNode> {
  /** The grouped conditions: only the first group whose condition holds is shown. */
  node: ConditionalGroupsNode;
}

/** Shows the first group whose condition holds, as the engine decides; the others are cleared by the engine. */
export function ConditionalGroups({ node, scope }: ConditionalGroupsProps) {
  const shown = useFormStore((s) => shownGroup(node.groups, reader(s.answers, scope)));
  const group = node.groups[shown];
  // Keyed by the group, so no input of one group is reused for another.
  return group ? <NodeList key={shown} nodes={group.children} scope={scope} /> : null;
}

export const conditionalGroupsTester = kindTester("conditionalGroups");
