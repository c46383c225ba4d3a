import { Instance, type RepeatProps, useInstances } from "./repeat.tsx";

/** Every existing instance, without the buttons. */
export function RepeatPrint({ node }: RepeatProps) {
  const { scopes } = useInstances(node);
  return (
    <div className="repeat">
      {scopes.map((s, i) => (
        <Instance key={i} node={node} scope={s} />
      ))}
    </div>
  );
}
