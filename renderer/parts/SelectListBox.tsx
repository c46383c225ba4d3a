import { useRef } from "react";
import { type AriaListBoxOptions, mergeProps, useFocusRing, useHover, useListBox, useOption } from "react-aria";
import type { ListState, Node } from "react-stately";
import type { Option } from "../../engine/index.ts";

/** Props of SelectListBox. */
export interface SelectListBoxProps {
  /** The select's state: its collection, selection and focused option. */
  state: ListState<Option>;
  /** The list's props from useSelect (its label, autofocus, how presses select). */
  menuProps: AriaListBoxOptions<Option>;
}

/**
 * The open list of a ChoiceSelect, drawn only while it is open: react-aria-components' ListBox
 * renders every option of every select on the page into a hidden collection tree, closed or not.
 */
export function SelectListBox({ state, menuProps }: SelectListBoxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { listBoxProps } = useListBox(menuProps, state, ref);
  return (
    <div {...listBoxProps} ref={ref} className="select__list">
      {[...state.collection].map((item) => (
        <SelectOption key={item.key} item={item} state={state} />
      ))}
    </div>
  );
}

/** Props of SelectOption. */
interface SelectOptionProps {
  /** The option's node in the collection. */
  item: Node<Option>;
  /** The select's state. */
  state: ListState<Option>;
}

/** One option, with the data attributes the theme styles (focused, selected, hovered, focus-visible). */
function SelectOption({ item, state }: SelectOptionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { optionProps, isSelected, isFocused, isDisabled } = useOption({ key: item.key }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  return (
    <div
      {...mergeProps(optionProps, focusProps, hoverProps)}
      ref={ref}
      className="select__option"
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-selected={isSelected || undefined}
      data-hovered={isHovered || undefined}
    >
      {item.rendered}
    </div>
  );
}
