import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "react-aria-components";
import { type RepeatNode, type Scope, addAnotherError, canAddAnother, instanceScope, repeatCount } from "../../engine/index.ts";
import { useFormContext } from "../context/formContext.ts";
import { useInterpolate } from "../parts/useText.ts";
import { NodeList } from "../registry/NodeRenderer.tsx";
import { kindTester, type NodeProps } from "../registry/types.ts";
import { useFormStore, useIsLoggedIn } from "../store/hooks.ts";

/** Props of RepeatInput and RepeatPrint. */
export interface RepeatProps extends NodeProps<RepeatNode> {
  /** The add-another group. */
  node: RepeatNode;
}

/** Props of Instance. */
interface InstanceProps {
  /** The group. */
  node: RepeatNode;
  /** The instance's scope (its number n). */
  scope: Scope;
  /** Whether focus moves to this instance's heading when it appears (a new instance). */
  focusOnMount: boolean;
}

/** One instance of the group: a region headed by its item label ("Parent 2/Guardian 2"). */
function Instance({ node, scope, focusOnMount }: InstanceProps) {
  const fill = useInterpolate(scope);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const headingId = `${node.id}-${scope.group?.n ?? 1}-heading`;
  // One level below the sections the group sits in.
  const Heading = useFormContext().headingLevel === 3 ? "h4" : "h3";
  return (
    <section className="repeat__item" aria-labelledby={headingId}>
      <Heading id={headingId} ref={heading} tabIndex={-1} className="repeat__title">
        {fill(node.itemLabel)}
      </Heading>
      <NodeList nodes={node.children} scope={scope} />
    </section>
  );
}

/** The number of instances shown (the engine's count), and their scopes. */
function useInstances(node: RepeatNode) {
  const count = useFormStore((s) => repeatCount(node, s.addAnother, s.answers));
  const scopes = useMemo(() => Array.from({ length: count }, (_, i) => instanceScope(node, i + 1)), [node, count]);
  return { count, scopes };
}

/**
 * Add another (spec section 4): every existing instance, and the add button only for a
 * logged-in student below the maximum. The new instance's heading takes focus.
 */
export function RepeatInput({ node, scope }: RepeatProps) {
  const { services } = useFormContext();
  const { count, scopes } = useInstances(node);
  const isLoggedIn = useIsLoggedIn();
  const setRepeatCount = useFormStore((s) => s.setRepeatCount);
  const fill = useInterpolate(scope);
  const [added, setAdded] = useState(0);
  const add = () => {
    services.addAnother(node.id, count + 1).then(
      () => {
        setAdded(count + 1);
        setRepeatCount(node.id, count + 1);
      },
      () => services.notifyError(addAnotherError(node.id)),
    );
  };
  return (
    <div className="repeat">
      {scopes.map((s, i) => (
        <Instance key={i} node={node} scope={s} focusOnMount={added === i + 1} />
      ))}
      {canAddAnother(node, count, isLoggedIn) && (
        <Button className="button button--secondary" onPress={add}>
          {fill(node.addLabel)}
        </Button>
      )}
    </div>
  );
}

/** Every existing instance, without the button. */
export function RepeatPrint({ node }: RepeatProps) {
  const { scopes } = useInstances(node);
  return (
    <div className="repeat">
      {scopes.map((s, i) => (
        <Instance key={i} node={node} scope={s} focusOnMount={false} />
      ))}
    </div>
  );
}

export const repeatTester = kindTester("repeat");
