import { type HTMLAttributes, useContext, useEffect, useRef } from "react";
import { ComboBox, ComboBoxStateContext, Input, Label, ListBox, ListBoxItem, Popover } from "react-aria-components";
import { FieldErrors, Help } from "./FieldMessages.tsx";
import type { Question } from "./useQuestion.ts";

/** One option of the list: a suggestion of the lookup, or one the field adds. */
export interface LookupOption {
  readonly id: string;
  /** The option's text, also what typing ahead matches. */
  readonly label: string;
  /** A second line under it (the place of a school, the county of a ZIP); empty for none. */
  readonly sub: string;
  /** What the option says instead of its label, when it says more. */
  readonly text?: string;
}

/** Props of LookupComboBox. */
export interface LookupComboBoxProps {
  /** The question the field answers: key (the input's id and name), label, help, errors, rules. */
  question: Question;
  /** The text in the field. */
  text: string;
  /** Called with each change of the text the student makes. */
  onTextChange: (text: string) => void;
  /** The options offered for the text; none closes the list. */
  options: readonly LookupOption[];
  /** Called with the id of the option the student chose. */
  onChoose: (id: string) => void;
  /** Called when focus leaves the field. */
  onBlur?: () => void;
  /** The field's look: "outlined" or "underlined". */
  variant: "outlined" | "underlined";
  /** The longest text the input takes; none when absent. */
  maxLength?: number;
  /** The input's autocomplete token, so the browser's own address filling still works (WCAG 1.3.5). */
  autoComplete?: string;
  /** The on-screen keyboard the input asks for. */
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
}

/** Props of OpenWhenOffered. */
interface OpenWhenOfferedProps {
  /** Whether the list has anything to offer for the text in the field. */
  offered: boolean;
}

// What a student does that may close the list: a key (Escape, Enter, Tab), a press (an option, the
// page), the wheel or a touch (react-aria closes the list when the page scrolls).
const studentActs = ["keydown", "pointerdown", "wheel", "touchstart"] as const;

/**
 * Opens the list once it has something to offer for text the student changed. react-aria opens
 * it only when the text changes while its list already holds items, and it fills that list only
 * while open, so a name pasted into the empty field, or a first letter, showed no suggestions
 * until another key. Once per text, so a list the student closed (Escape, a choice) stays closed;
 * but a list closed while the student did nothing comes back: react-aria closes it on any scroll
 * of the page, and the page scrolls on its own when a toast above leaves and the browser keeps the
 * field in place (scroll anchoring).
 */
function OpenWhenOffered({ offered }: OpenWhenOfferedProps) {
  const state = useContext(ComboBoxStateContext);
  const offeredFor = useRef<string | null>(null);
  // Whether the student did anything since the list last showed open.
  const acted = useRef(false);
  useEffect(() => {
    const note = () => {
      acted.current = true;
    };
    for (const type of studentActs) document.addEventListener(type, note, { capture: true, passive: true });
    return () => {
      for (const type of studentActs) document.removeEventListener(type, note, { capture: true });
    };
  }, []);
  useEffect(() => {
    if (!state) return;
    if (state.isOpen) {
      acted.current = false;
      return;
    }
    if (!state.isFocused || !offered) return;
    if (offeredFor.current === state.inputValue && acted.current) return;
    offeredFor.current = state.inputValue;
    state.open(null, "input");
  });
  return null;
}

/**
 * A text field with a list of suggestions under it (the autocomplete of the school search and the
 * address). The text is the caller's; choosing an option only reports its id, so the text never
 * turns into the option's label on its own. Any text may stay: the student can always type.
 */
export function LookupComboBox(props: LookupComboBoxProps) {
  const { question: q, text, onTextChange, options, onChoose, onBlur, variant, maxLength, autoComplete, inputMode } = props;
  return (
    <ComboBox
      id={q.key}
      name={q.key}
      className={`field field--${variant}`}
      inputValue={text}
      onInputChange={onTextChange}
      selectedKey={null}
      onSelectionChange={(key) => key !== null && onChoose(String(key))}
      items={options}
      allowsCustomValue
      menuTrigger="input"
      isRequired={q.isRequired}
      isInvalid={q.isInvalid}
      validationBehavior="aria"
      onBlur={onBlur}
    >
      <Label className="field__label">{q.label}</Label>
      <Help text={q.help} />
      <Input className="field__input" maxLength={maxLength} autoComplete={autoComplete} inputMode={inputMode} />
      <OpenWhenOffered offered={options.length > 0} />
      <FieldErrors errors={q.errors} />
      <Popover className="select__popover">
        <ListBox className="select__list">
          {(option: LookupOption) => (
            // The option's name is all its visible text (WCAG 2.5.3), its second line included.
            <ListBoxItem id={option.id} textValue={option.label} className="select__option">
              <span>{option.text ?? option.label}</span>
              {option.sub && <span className="select__option-sub">{option.sub}</span>}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
