import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from "react-aria-components";
import { type Option, descKey } from "../../engine/index.ts";
import { useAriaInvalid } from "./ariaInvalid.ts";
import { FieldErrors, Help } from "./FieldMessages.tsx";
import { ChevronIcon } from "./icons.tsx";
import { PrintField } from "./Print.tsx";
import type { Question } from "./useQuestion.ts";
import { useChange, useFormStore, useTextAnswer } from "../store/hooks.ts";

// The blank entry that clears a choice (the spec's lists start with one); no option's value is this id.
const blankId = "__blank";
const blank: Option = { value: blankId, label: "No selection" };

/** Props of ChoiceSelect. */
export interface ChoiceSelectProps {
  /** The question's resolved key, texts and errors. */
  question: Question;
  /** The options offered. */
  options: readonly Option[];
  /** HTML autocomplete token of the list (country, honorific-suffix). */
  autoComplete?: string;
}

/** A drop-down list writing the chosen value; the engine writes its `_desc` companion. */
export function ChoiceSelect({ question: q, options, autoComplete }: ChoiceSelectProps) {
  const value = useTextAnswer(q.key);
  const change = useChange();
  const items = [blank, ...options];
  const invalidRef = useAriaInvalid(q.isInvalid);
  return (
    <Select
      id={q.key}
      name={q.key}
      className="field field--select"
      value={value === "" ? null : value}
      onChange={(key) => change({ [q.key]: key === null || key === blankId ? "" : String(key) })}
      placeholder="Select an option"
      isRequired={q.isRequired}
      isInvalid={q.isInvalid}
      validationBehavior="aria"
      autoComplete={autoComplete}
    >
      <Label className="field__label">{q.label}</Label>
      <Help text={q.help} />
      <Button className="field__input select__button" ref={invalidRef}>
        <SelectValue className="select__value" />
        <ChevronIcon />
      </Button>
      <FieldErrors errors={q.errors} />
      <Popover className="select__popover">
        <ListBox className="select__list" items={items}>
          {(o) => (
            <ListBoxItem id={o.value} className="select__option" textValue={o.label}>
              {o.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

/** Props of ChoicePrint. */
export interface ChoicePrintProps {
  /** The question's resolved key and texts. */
  question: Question;
  /** The options offered, to name the chosen one when its `_desc` is missing. */
  options: readonly Option[];
}

/** The chosen option's label as plain text. */
export function ChoicePrint({ question: q, options }: ChoicePrintProps) {
  const value = useTextAnswer(q.key);
  const desc = useFormStore((s) => s.answers[descKey(q.key)]);
  const label = typeof desc === "string" && desc !== "" ? desc : (options.find((o) => o.value === value)?.label ?? value);
  return <PrintField id={q.key} label={q.label} value={label} />;
}
