import type { ComponentType } from "react";
import type { Node, Scope } from "../../engine/index.ts";

/** What every node renderer receives. */
export interface NodeProps<N extends Node = Node> {
  /** The schema node to render. */
  node: N;
  /** Where the node stands: the page, or one instance of a repeat group. */
  scope: Scope;
}

/** The node type of a kind: NodeOfKind<"text"> is TextQuestion. */
export type NodeOfKind<K extends Node["kind"]> = Extract<Node, { kind: K }>;

/**
 * How well a renderer fits a node: a score, -1 when it does not apply (JSON Forms' testers).
 * The type parameter records which nodes a positive score promises.
 */
export type Tester<N extends Node = Node> = ((node: Node) => number) & { readonly nodeType?: N };

/** One line of the registry: a tester and the two variants of its component. */
export interface RendererEntry {
  readonly tester: Tester;
  /** The input, for students and visitors. */
  readonly Field: ComponentType<NodeProps>;
  /** The read-only print variant, for service mode. */
  readonly Print: ComponentType<NodeProps>;
}

/** The renderers to choose from, best score wins. */
export type Registry = readonly RendererEntry[];

/** A tester that scores `score` for nodes of one kind and -1 for the rest. */
export function kindTester<K extends Node["kind"]>(kind: K, score = 1): Tester<NodeOfKind<K>> {
  return (node) => (node.kind === kind ? score : -1);
}

/** A registry line. The tester only scores nodes of type N, so its components only ever receive an N. */
export function entry<N extends Node>(tester: Tester<N>, Field: ComponentType<NodeProps<N>>, Print: ComponentType<NodeProps<N>>): RendererEntry {
  return { tester, Field: Field as ComponentType<NodeProps>, Print: Print as ComponentType<NodeProps> };
}
