import { type SectionNode, resolveId } from "../../engine/index.ts";
import { useFormContext } from "../context/formContext.ts";
import { useText } from "../parts/useText.ts";
import { NodeList } from "../registry/NodeRenderer.tsx";
import { kindTester, type NodeProps } from "../registry/types.ts";

/** Props of Section. */
export interface SectionProps extends NodeProps<SectionNode> {
  /** The section: a titled part of a page. */
  node: SectionNode;
}

/** A titled part of a page, a region named by its heading; the same in print. */
export function Section({ node, scope }: SectionProps) {
  const id = resolveId(scope, node.id);
  const help = useText(node.help, scope);
  const Heading = useFormContext().headingLevel === 3 ? "h3" : "h2";
  return (
    <section className="section" aria-labelledby={id}>
      <Heading id={id} className="section__title">
        {useText(node.title, scope)}
      </Heading>
      {help && <p className="section__help">{help}</p>}
      <NodeList nodes={node.children} scope={scope} />
    </section>
  );
}

export const sectionTester = kindTester("section");
