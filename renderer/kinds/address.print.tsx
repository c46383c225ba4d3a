import { useMemo } from "react";
import { addressFields } from "../../engine/index.ts";
import { NodeList } from "../registry/NodeRenderer.tsx";
import { AddressFieldset, type AddressProps } from "./address.tsx";

/** Each field of the address with its plain value. */
export function AddressPrint({ node, scope }: AddressProps) {
  const fields = useMemo(() => addressFields(node), [node]);
  return (
    <AddressFieldset node={node} scope={scope}>
      <NodeList nodes={fields} scope={scope} />
    </AddressFieldset>
  );
}
