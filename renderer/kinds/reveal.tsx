import { useEffect, useRef } from "react";
import { Button, Checkbox } from "react-aria-components";
import { type RevealNode, resolveId, revealShown } from "../../engine/index.ts";
import { CheckIcon } from "../parts/icons.tsx";
import { useText } from "../parts/useText.ts";
import { NodeList } from "../registry/NodeRenderer.tsx";
import type { NodeProps } from "../registry/types.ts";
import { useActions, useFormStore } from "../store/hooks.ts";

/** Props of RevealInput and RevealPrint. */
export interface RevealProps extends NodeProps<RevealNode> {
  /** The confirmation-style toggle: a button or a checkbox that reveals its children. */
  node: RevealNode;
}

/** Whether the student opened the toggle, and whether its children show (opened, or holding answers). */
export function useReveal({ node, scope }: RevealProps) {
  const id = resolveId(scope, node.id);
  const opened = useFormStore((s) => s.revealed[id] === true);
  const shown = useFormStore((s) => revealShown(node, scope, s.answers, s.revealed[id] === true));
  const { reveal } = useActions();
  return { id, opened, shown, open: (value: boolean) => reveal(id, value) };
}

/**
 * Content revealed by a button press or a tick (spec section 4). The button goes once pressed
 * and focus moves to what it revealed; the box can be unticked while nothing inside is answered.
 */
export function RevealInput(props: RevealProps) {
  const { node, scope } = props;
  const { id, shown, open } = useReveal(props);
  const label = useText(node.label, scope);
  const panel = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (shown && pressed.current) panel.current?.focus();
    pressed.current = false;
  }, [shown]);
  const panelId = `${id}-content`;
  return (
    <div className="reveal" id={id}>
      {node.trigger === "checkbox" ? (
        <Checkbox className="checkbox" isSelected={shown} onChange={open}>
          <span className="checkbox__box">
            <CheckIcon />
          </span>
          <span className="checkbox__label">{label}</span>
        </Checkbox>
      ) : (
        !shown && (
          <Button
            className="button button--secondary"
            aria-expanded={false}
            onPress={() => {
              pressed.current = true;
              open(true);
            }}
          >
            {label}
          </Button>
        )
      )}
      {shown && (
        <div id={panelId} ref={panel} tabIndex={-1} className="reveal__content">
          <NodeList nodes={node.children} scope={scope} />
        </div>
      )}
    </div>
  );
}
