import { useEffect, useMemo, useState } from "react";
import { Button } from "react-aria-components";
import { type RepeatNode, type Scope, addAnotherError, canAddAnother, canRemoveInstance, instanceScope, repeatCount } from "../../engine/index.ts";
import { useFormContext } from "../context/formContext.ts";
import { useInterpolate } from "../parts/useText.ts";
import { NodeList } from "../registry/NodeRenderer.tsx";
import type { NodeProps } from "../registry/types.ts";
import { useActions, useFormStore, useIsLoggedIn } from "../store/hooks.ts";
import { RemoveEntry } from "./removeEntry.tsx";

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
  /** Called once the instance is removed (Remove shows only when given). */
  onRemoved?: (n: number) => void;
}

const headingId = (node: RepeatNode, n: number): string => `${node.id}-${n}-heading`;

/** One instance of the group: a region headed by its item label ("Parent 2/Guardian 2"). */
export function Instance({ node, scope, onRemoved }: InstanceProps) {
  const fill = useInterpolate(scope);
  const n = scope.group?.n ?? 1;
  // One level below the sections the group sits in.
  const Heading = useFormContext().headingLevel === 3 ? "h4" : "h3";
  return (
    <section className="repeat__item" aria-labelledby={headingId(node, n)}>
      <Heading id={headingId(node, n)} tabIndex={-1} className="repeat__title">
        {fill(node.itemLabel)}
      </Heading>
      <NodeList nodes={node.children} scope={scope} />
      {onRemoved && <RemoveEntry node={node} n={n} label={fill(node.itemLabel)} onRemoved={() => onRemoved(n)} />}
    </section>
  );
}

/** The number of instances shown (the engine's count), and their scopes. */
export function useInstances(node: RepeatNode) {
  const count = useFormStore((s) => repeatCount(node, s.addAnother, s.answers));
  const scopes = useMemo(() => Array.from({ length: count }, (_, i) => instanceScope(node, i + 1)), [node, count]);
  return { count, scopes };
}

/**
 * Add another (spec section 4): every existing instance, and the add button only for a
 * logged-in student below the maximum; each instance after the first can be removed. The heading
 * of a new instance takes focus, and after a removal the heading of the entry now in its place
 * (or of the one before, when the last went).
 */
export function RepeatInput({ node, scope }: RepeatProps) {
  const { services, words } = useFormContext();
  const { count, scopes } = useInstances(node);
  const isLoggedIn = useIsLoggedIn();
  const { setRepeatCount } = useActions();
  const fill = useInterpolate(scope);
  // The heading to focus once drawn, and how many removals happened: the instances are drawn
  // afresh after one, so no field keeps text of the entry that was in its place.
  const [focus, setFocus] = useState<number | null>(null);
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    const heading = focus === null ? null : document.getElementById(headingId(node, focus));
    if (!heading) return;
    heading.focus();
    setFocus(null);
  }, [focus, removals, count, node]);
  const add = () => {
    services.addAnother(node.id, count + 1).then(
      () => {
        setRepeatCount(node.id, count + 1);
        setFocus(count + 1);
      },
      () => services.notifyError(addAnotherError(node.id, words)),
    );
  };
  const removed = (n: number) => {
    setFocus(Math.min(n, count - 1));
    setRemovals((r) => r + 1);
  };
  return (
    <div className="repeat">
      {scopes.map((s, i) => (
        <Instance key={`${removals}-${i}`} node={node} scope={s} onRemoved={canRemoveInstance(i + 1, isLoggedIn) ? removed : undefined} />
      ))}
      {canAddAnother(node, count, isLoggedIn) && (
        <Button className="button button--secondary" onPress={add}>
          {fill(node.addLabel)}
        </Button>
      )}
    </div>
  );
}
