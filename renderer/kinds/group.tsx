import { useId } from "react";
import type { GroupNode } from "../../engine/index.ts";
import { useText } from "../parts/useText.ts";
import { NodeList } from "../registry/NodeRenderer.tsx";
import { kindTester, type NodeProps } from "../registry/types.ts";

/** Props of Group. */
export interface GroupProps extends NodeProps<GroupNode> {
  /** The group: questions under one legend, such as a month and a year. */
  node: GroupNode;
}

/** Questions that belong together, in a fieldset with a legend; the same in print. */
export function Group({ node, scope }: GroupProps) {
  const help = useText(node.help, scope);
  const helpId = useId();
  return (
    <fieldset aria-describedby={help ? helpId : undefined} className={`group group--${node.layout ?? "column"}`}>
      <legend className="group__legend">{useText(node.label, scope)}</legend>
      {help && (
        <p id={helpId} className="field__help">
          {help}
        </p>
      )}
      <div className="group__fields">
        <NodeList nodes={node.children} scope={scope} />
      </div>
    </fieldset>
  );
}

export const groupTester = kindTester("group");
