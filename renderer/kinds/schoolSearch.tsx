import { useEffect, useMemo, useRef, useState } from "react";
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from "react-aria-components";
import { type SchoolChoice, type SchoolSearchQuestion, messages, resolveKey, schoolFields, schoolSearchChanges } from "../../engine/index.ts";
import { useFormContext } from "../context/formContext.ts";
import type { LookupItem } from "../context/services.ts";
import { useDebouncedValue } from "../hooks/useDebouncedValue.ts";
import { FieldErrors, Help } from "../parts/FieldMessages.tsx";
import { PrintField } from "../parts/Print.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import { NodeList } from "../registry/NodeRenderer.tsx";
import { kindTester, type NodeProps } from "../registry/types.ts";
import { useChange, useTextAnswer } from "../store/hooks.ts";

/** Props of SchoolSearchInput and SchoolSearchPrint. */
export interface SchoolSearchProps extends NodeProps<SchoolSearchQuestion> {
  /** The school search: name and code under a prefix, plus the linked address fields. */
  node: SchoolSearchQuestion;
}

// Spec section 7: lookups wait 200 ms after the last keystroke, 500 ms at most.
const lookupWait = 200;
const lookupMaxWait = 500;
// The suggestion that keeps what the student typed (the autocomplete's "new value" flag).
const typedId = "__typed";

/** The keys, linked fields and answers of one school search. */
function useSchool({ node, scope }: SchoolSearchProps) {
  const question = useQuestion({ key: `${node.prefix}name`, label: node.label, help: node.help }, scope);
  const ceeb = useTextAnswer(resolveKey(scope, `${node.prefix}ceeb`));
  const name = useTextAnswer(question.key);
  const fields = useMemo(() => schoolFields(node), [node]);
  return { question, name, ceeb, fields };
}

/**
 * An autocomplete over the injected lookup: choosing a school fills its code and address in
 * one change; a name typed by hand is kept as text, clears the linked fields and asks for the
 * address (spec section 4); clearing the name clears them all.
 */
export function SchoolSearchInput(props: SchoolSearchProps) {
  const { node, scope } = props;
  const { services } = useFormContext();
  const change = useChange();
  const { question: q, name, ceeb, fields } = useSchool(props);
  const [text, setText] = useState(name);
  const [shownName, setShownName] = useState(name);
  const [suggestions, setSuggestions] = useState<readonly LookupItem[]>([]);
  const choosing = useRef(false);
  // The stored name changed elsewhere (a chosen school, a load): show it.
  if (name !== shownName) {
    setShownName(name);
    setText(name);
  }
  const query = useDebouncedValue(text.trim(), lookupWait, lookupMaxWait);
  useEffect(() => {
    if (query === "" || query === name) return setSuggestions([]);
    let current = true;
    services.lookup(query, node.category).then(
      (items) => current && setSuggestions(items),
      () => current && setSuggestions([]),
    );
    return () => {
      current = false;
    };
  }, [query, name, node.category, services]);

  const apply = (choice: SchoolChoice) => change(schoolSearchChanges(node, scope, choice));
  const typed = text.trim();
  const items = [
    ...suggestions.map((s) => ({ id: s.id, label: s.text, sub: s.sub_text })),
    ...(typed && !suggestions.some((s) => s.text === typed) ? [{ id: typedId, label: typed, sub: "" }] : []),
  ];
  const choose = (id: string) => {
    const item = items.find((i) => i.id === id);
    if (!item) return;
    if (id === typedId) return apply({ typed: item.label });
    choosing.current = true;
    services
      .lookupDetail(id, node.category)
      .then(
        (record) => apply({ chosen: { name: item.label, ...record } }),
        // Spec section 7: when the detail lookup fails, the typed label is stored as the value.
        () => apply({ typed: item.label }),
      )
      .finally(() => {
        choosing.current = false;
      });
  };
  return (
    <div className="school-search">
      <ComboBox
        id={q.key}
        name={q.key}
        className="field field--outlined"
        inputValue={text}
        onInputChange={(value) => {
          setText(value);
          if (value === "") apply({ cleared: true });
        }}
        selectedKey={null}
        onSelectionChange={(key) => key !== null && choose(String(key))}
        items={items}
        allowsCustomValue
        menuTrigger="input"
        isRequired={q.isRequired}
        isInvalid={q.isInvalid}
        validationBehavior="aria"
        onBlur={() => {
          if (!choosing.current && typed !== "" && typed !== name) apply({ typed });
        }}
      >
        <Label className="field__label">{q.label}</Label>
        <Help text={q.help} />
        <Input className="field__input" />
        <FieldErrors errors={q.errors} />
        <Popover className="select__popover">
          <ListBox className="select__list">
            {(item: (typeof items)[number]) => (
              // The option's name is all its visible text (WCAG 2.5.3), place included.
              <ListBoxItem id={item.id} textValue={item.label} className="select__option">
                <span>{item.id === typedId ? `Use “${item.label}” and enter the address yourself` : item.label}</span>
                {item.sub && <span className="select__option-sub">{item.sub}</span>}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <p className="school-search__hint" aria-live="polite">
        {name !== "" && ceeb === "" ? messages.manualSchool : ""}
      </p>
      {name !== "" && <NodeList nodes={fields} scope={scope} />}
    </div>
  );
}

/** The school's name with its code, then its address fields. */
export function SchoolSearchPrint(props: SchoolSearchProps) {
  const { question: q, name, ceeb, fields } = useSchool(props);
  return (
    <div className="school-search">
      <PrintField id={q.key} label={q.label} value={name && ceeb ? `${name} (code ${ceeb})` : name} />
      <NodeList nodes={fields} scope={props.scope} />
    </div>
  );
}

export const schoolSearchTester = kindTester("schoolSearch");
