import type { Node, Scope } from "../../engine/index.ts";
import { useFormContext } from "../context/formContext.ts";
import { useDrawnBetweenKeys } from "../page/drawingPart.ts";
import { useIsServiceUser } from "../store/hooks.ts";
import { pickRenderer } from "./pick.ts";
import type { NodeProps } from "./types.ts";
import { UnknownInput } from "./UnknownInput.tsx";

/** Renders one node with the registry's best renderer: the input, or its print variant in service mode. */
export function NodeRenderer({ node, scope }: NodeProps) {
  useDrawnBetweenKeys();
  const { registry, strict } = useFormContext();
  const isServiceUser = useIsServiceUser();
  const found = pickRenderer(registry, node);
  if (!found) {
    if (strict) throw new Error(`no renderer for input kind "${node.kind}": add one to renderer/registry/registry.ts`);
    return <UnknownInput kind={node.kind} />;
  }
  const Component = isServiceUser ? found.Print : found.Field;
  return <Component node={node} scope={scope} />;
}

/** Props of NodeList. */
export interface NodeListProps {
  /** The nodes, in order. */
  nodes: readonly Node[];
  /** The scope they stand in. */
  scope: Scope;
}

/** Renders a list of sibling nodes. */
export function NodeList({ nodes, scope }: NodeListProps) {
  // The schema is fixed while it is shown, so a node's position is a stable key.
  return nodes.map((node, i) => <NodeRenderer key={i} node={node} scope={scope} />);
}
