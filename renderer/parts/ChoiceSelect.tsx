import { Suspense, lazy, useRef } from "react";
import { HiddenSelect, useFocusRing, useSelect } from "react-aria";
import { Button } from "react-aria-components";
import { Item, useSelectState } from "react-stately";
import { type Option, descKey, printedChoice } from "../../engine/index.ts";
import { useAriaInvalid } from "./ariaInvalid.ts";
import { ErrorLines } from "./FieldMessages.tsx";
import { ChevronIcon } from "./icons.tsx";
import { loadSelectPopover, preloadSelectPopover } from "./preloadSelectPopover.ts";
import { PrintField } from "./Print.tsx";
import type { Question } from "./useQuestion.ts";
import { useWords } from "../context/formContext.ts";
import { useChange, useFormStore, useTextAnswer } from "../store/hooks.ts";

// The blank entry that clears a choice (the spec's lists start with one); no option's value is this id.
const blankId = "__blank";

const SelectPopover = lazy(() => loadSelectPopover().then((m) => ({ default: m.SelectPopover })));

/** Props of ChoiceSelect. */
export interface ChoiceSelectProps {
  /** The question's resolved key, texts and errors. */
  question: Question;
  /** The options offered. */
  options: readonly Option[];
  /** HTML autocomplete token of the list (country, honorific-suffix). */
  autoComplete?: string;
}

/**
 * A drop-down list writing the chosen value; the engine writes its `_desc` companion. Built from
 * react-aria's select hooks with a collection react-stately builds without rendering it, and a
 * list drawn only while open: react-aria-components' Select renders every option into a hidden
 * tree, which made the selects of About You (three countries, three states) most of its fibers.
 * The markup, ids, data attributes and keyboard behaviour are those of that Select. The open list's
 * code loads apart (SelectPopover.tsx): a select opened before it is there opens once it is. The
 * hidden native select that browser autofill fills is drawn only for a question with an
 * autocomplete token: the form's answers travel through the store, never a native form post, so
 * autofill is its one use.
 */
export function ChoiceSelect({ question: q, options, autoComplete }: ChoiceSelectProps) {
  const value = useTextAnswer(q.key);
  const change = useChange();
  const { inputs } = useWords();
  const blank: Option = { value: blankId, label: inputs.noSelection };
  const state = useSelectState<Option>({
    items: [blank, ...options],
    children: (o) => (
      <Item key={o.value} textValue={o.label}>
        {o.label}
      </Item>
    ),
    value: value === "" ? null : value,
    onChange: (key) => change({ [q.key]: key === null || key === blankId ? "" : String(key) }),
    isRequired: q.isRequired,
    isInvalid: q.isInvalid,
    validationBehavior: "aria",
  });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const invalidRef = useAriaInvalid(q.isInvalid);
  const { labelProps, triggerProps, valueProps, menuProps, descriptionProps, errorMessageProps, hiddenSelectProps } = useSelect(
    { id: q.key, name: q.key, label: q.label, isRequired: q.isRequired, isInvalid: q.isInvalid, validationBehavior: "aria", autoComplete },
    state,
    buttonRef,
  );
  const { isFocusVisible, focusProps } = useFocusRing({ within: true });
  const selected = state.selectedItem;
  return (
    <div
      {...focusProps}
      onFocus={(event) => {
        preloadSelectPopover();
        focusProps.onFocus?.(event);
      }}
      onPointerEnter={preloadSelectPopover}
      className="field field--select"
      data-focused={state.isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-open={state.isOpen || undefined}
      data-invalid={q.isInvalid || undefined}
      data-required={q.isRequired || undefined}
    >
      <span {...labelProps} className="field__label">
        {q.label}
      </span>
      {q.help && (
        <span {...descriptionProps} className="field__help">
          {q.help}
        </span>
      )}
      <Button {...triggerProps} className="field__input select__button" ref={(element) => {
          buttonRef.current = element;
          invalidRef(element);
        }}>
        <span {...valueProps} className="select__value" data-placeholder={selected === null || undefined}>
          {selected ? selected.rendered : inputs.selectAnOption}
        </span>
        <ChevronIcon />
      </Button>
      {q.errors.length > 0 && (
        <span {...errorMessageProps} className="field__error">
          <ErrorLines errors={q.errors} />
        </span>
      )}
      {state.isOpen && (
        <Suspense fallback={null}>
          <SelectPopover state={state} triggerRef={buttonRef} menuProps={menuProps} />
        </Suspense>
      )}
      {/* Only for the browser's autofill, which fills the select an autocomplete token names (a
          country, a state): mounting it costs a third of what an entry with a select takes to show. */}
      {autoComplete && <HiddenSelect {...hiddenSelectProps} autoComplete={autoComplete} />}
    </div>
  );
}

/** Props of ChoicePrint. */
export interface ChoicePrintProps {
  /** The question's resolved key and texts. */
  question: Question;
  /** The options offered, to name the chosen one when its `_desc` is missing. */
  options: readonly Option[];
}

/** The chosen option's label as plain text (nothing for the ANSWERED placeholder, which is no choice). */
export function ChoicePrint({ question: q, options }: ChoicePrintProps) {
  const value = useTextAnswer(q.key);
  const desc = useFormStore((s) => s.answers[descKey(q.key)]);
  return <PrintField id={q.key} label={q.label} value={printedChoice(options, value, desc)} />;
}
