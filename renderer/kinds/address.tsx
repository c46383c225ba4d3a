import { useId, useMemo } from "react";
import { type AddressQuestion, addressFields } from "../../engine/index.ts";
import { useText } from "../parts/useText.ts";
import { NodeList } from "../registry/NodeRenderer.tsx";
import { kindTester, type NodeProps } from "../registry/types.ts";

/** Props of Address. */
export interface AddressProps extends NodeProps<AddressQuestion> {
  /** The address: six fields under a prefix, expanded by the engine. */
  node: AddressQuestion;
}

/**
 * An address as a fieldset of the fields the engine expands it to (line 1 and 2, city, state
 * by country, ZIP, country), each an ordinary input; in print each shows its plain value.
 * A same-as-permanent switch is, in the schema, a checkbox followed by a conditional.
 */
export function Address({ node, scope }: AddressProps) {
  const help = useText(node.help, scope);
  const helpId = useId();
  const fields = useMemo(() => addressFields(node), [node]);
  return (
    <fieldset aria-describedby={help ? helpId : undefined} className="group group--address">
      <legend className="group__legend">{useText(node.label, scope)}</legend>
      {help && (
        <p id={helpId} className="field__help">
          {help}
        </p>
      )}
      <div className="group__fields">
        <NodeList nodes={fields} scope={scope} />
      </div>
    </fieldset>
  );
}

export const addressTester = kindTester("address");
