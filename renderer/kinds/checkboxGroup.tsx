import { Checkbox, CheckboxGroup, Label } from "react-aria-components";
import { useShallow } from "zustand/shallow";
import { type AnswerValue, type CheckboxGroupQuestion, resolveKey } from "../../engine/index.ts";
import { CheckIcon } from "../parts/icons.tsx";
import { FieldErrors, Help } from "../parts/FieldMessages.tsx";
import { useInterpolate } from "../parts/useText.ts";
import type { NodeProps } from "../registry/types.ts";
import { useChange, useFormStore } from "../store/hooks.ts";

/** Props of CheckboxGroupInput and CheckboxGroupPrint. */
export interface CheckboxGroupProps extends NodeProps<CheckboxGroupQuestion> {
  /** The checkbox group: one true/false key per item. */
  node: CheckboxGroupQuestion;
}

/** The items' resolved keys and labels, and which are ticked. */
export function useItems({ node, scope }: CheckboxGroupProps) {
  const items = node.items.map((item) => ({ key: resolveKey(scope, item.key), label: item.label }));
  const checked = useFormStore(useShallow((s) => items.filter((i) => s.answers[i.key] === true).map((i) => i.key)));
  const errors = useFormStore(useShallow((s) => (s.showErrors ? items.flatMap((i) => s.errors[i.key] ?? []) : [])));
  return { items, checked, errors };
}

/** Several boxes under one legend (a labelled group); each box writes its own key. */
export function CheckboxGroupInput(props: CheckboxGroupProps) {
  const { node, scope } = props;
  const { items, checked, errors } = useItems(props);
  const change = useChange();
  const fill = useInterpolate(scope);
  const onChange = (values: string[]) => {
    const changes: Record<string, AnswerValue> = {};
    for (const item of items) {
      const now = values.includes(item.key);
      if (now !== checked.includes(item.key)) changes[item.key] = now;
    }
    change(changes);
  };
  return (
    <CheckboxGroup className="field field--choices" value={checked} onChange={onChange} isInvalid={errors.length > 0} validationBehavior="aria">
      <Label className="field__label">{fill(node.label)}</Label>
      <Help text={node.help && fill(node.help)} />
      {items.map((item) => (
        <Checkbox key={item.key} id={item.key} value={item.key} className="checkbox">
          <span className="checkbox__box">
            <CheckIcon />
          </span>
          <span className="checkbox__label">{fill(item.label)}</span>
        </Checkbox>
      ))}
      <FieldErrors errors={errors} />
    </CheckboxGroup>
  );
}
