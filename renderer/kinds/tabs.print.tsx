import { NodeList } from "../registry/NodeRenderer.tsx";
import { useInterpolate } from "../parts/useText.ts";
import { type TabsProps, useActiveTab } from "./tabs.tsx";

/** The chosen tab's label and its answers. */
export function TabsPrint(props: TabsProps) {
  const { node, scope } = props;
  const fill = useInterpolate(scope);
  // Service mode shows the tab the student chose.
  const active = useActiveTab(props, true);
  const tab = node.tabs.find((t) => t.id === active) ?? node.tabs[0];
  return (
    <div className="tabs tabs--print">
      <div className="print-field">
        <div className="print-field__label">{fill(node.label)}</div>
        <div className="print-field__value">{fill(tab.label)}</div>
      </div>
      <NodeList nodes={tab.children} scope={scope} />
    </div>
  );
}
