import { NodeList } from "../registry/NodeRenderer.tsx";
import { type RevealProps, useReveal } from "./reveal.tsx";

/** Only what is revealed, without the toggle. */
export function RevealPrint(props: RevealProps) {
  const { shown } = useReveal(props);
  return shown ? <NodeList nodes={props.node.children} scope={props.scope} /> : null;
}
