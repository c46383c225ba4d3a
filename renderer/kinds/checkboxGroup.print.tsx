import { PrintChoice } from "../parts/Print.tsx";
import { useInterpolate } from "../parts/useText.ts";
import { type CheckboxGroupProps, useItems } from "./checkboxGroup.tsx";

/** Every item as "[X] label" or "[ ] label". */
export function CheckboxGroupPrint(props: CheckboxGroupProps) {
  const { items, checked } = useItems(props);
  const fill = useInterpolate(props.scope);
  return (
    <div className="print-field">
      <div className="print-field__label">{fill(props.node.label)}</div>
      {items.map((item) => (
        <div key={item.key} id={item.key}>
          <PrintChoice checked={checked.includes(item.key)} label={fill(item.label)} />
        </div>
      ))}
    </div>
  );
}
