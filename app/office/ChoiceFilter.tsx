import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from "react-aria-components";
import { ChevronIcon } from "../../renderer/index.ts";

/** Props of ChoiceFilter. */
export interface ChoiceFilterProps {
  /** The field's label. */
  label: string;
  /** The chosen code; empty for any. */
  value: string;
  /** The choice that filters nothing, first in the list; none for a choice that must be made. */
  anyLabel?: string;
  /** The codes and their labels. */
  options: readonly { readonly code: string; readonly label: string }[];
  onChange: (code: string) => void;
}

// react-aria keys cannot be empty strings; "any" stands for no filter inside the select.
const anyKey = "\u0000any";

/** A filter with one choice (status, term, rows per page), drawn as the form's selects are. */
export function ChoiceFilter({ label, value, anyLabel, options, onChange }: ChoiceFilterProps) {
  return (
    <Select
      className="field field--select staff-filter"
      selectedKey={value === "" ? anyKey : value}
      onSelectionChange={(key) => onChange(key === anyKey || key === null ? "" : String(key))}
    >
      <Label className="field__label">{label}</Label>
      <Button className="field__input select__button">
        <SelectValue className="select__value" />
        <ChevronIcon />
      </Button>
      <Popover className="select__popover">
        <ListBox className="select__list" items={anyLabel === undefined ? options : [{ code: anyKey, label: anyLabel }, ...options]}>
          {(item) => (
            <ListBoxItem id={item.code} className="select__option" textValue={item.label}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
