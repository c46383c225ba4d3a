import { type ContentNode, resolveKey } from "../../engine/index.ts";
import { useInterpolate } from "../parts/useText.ts";
import { kindTester, type NodeProps } from "../registry/types.ts";

/** Props of Content. */
export interface ContentProps extends NodeProps<ContentNode> {
  /** The content: text, maybe a heading and a link; with a key it anchors that answer's summary link. */
  node: ContentNode;
}

/**
 * Static text; the same in print. A "stop" alert appears when a condition shows it, so it is
 * announced (role alert); it carries its key as id, the target of the summary's warning link.
 */
export function Content({ node, scope }: ContentProps) {
  const fill = useInterpolate(scope);
  const tone = node.tone ?? "info";
  return (
    <div id={node.key ? resolveKey(scope, node.key) : undefined} className={`content content--${tone}`} role={tone === "stop" ? "alert" : undefined}>
      {node.heading && <p className="content__heading">{fill(node.heading)}</p>}
      <p className="content__text">{fill(node.text)}</p>
      {node.link && (
        <p>
          <a className="link" href={fill(node.link.href)}>
            {fill(node.link.label)}
          </a>
        </p>
      )}
    </div>
  );
}

export const contentTester = kindTester("content");
