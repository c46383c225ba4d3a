import type { RefObject } from "react";
import type { AriaListBoxOptions } from "react-aria";
import { OverlayTriggerStateContext, Popover } from "react-aria-components";
import type { SelectState } from "react-stately";
import type { Option } from "../../engine/index.ts";
import { SelectListBox } from "./SelectListBox.tsx";

/** Props of SelectPopover. */
export interface SelectPopoverProps {
  /** The select's state: open or not, its collection, selection and focused option. */
  state: SelectState<Option>;
  /** The select's button, which the list sits under. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The list's props from useSelect. */
  menuProps: AriaListBoxOptions<Option>;
}

/** The open list of a ChoiceSelect in its popover, as react-aria-components' Select draws it. */
export function SelectPopover({ state, triggerRef, menuProps }: SelectPopoverProps) {
  return (
    <OverlayTriggerStateContext.Provider value={state}>
      <Popover className="select__popover" trigger="Select" triggerRef={triggerRef} placement="bottom start" aria-labelledby={menuProps["aria-labelledby"]}>
        <SelectListBox state={state} menuProps={menuProps} />
      </Popover>
    </OverlayTriggerStateContext.Provider>
  );
}
