import { useMemo, useState } from "react";
import { type SchoolChoice, type SchoolSearchQuestion, interpolate, resolveKey, schoolFields, schoolSearchChanges } from "../../engine/index.ts";
import { useWords } from "../context/formContext.ts";
import { LookupComboBox, type LookupOption } from "../parts/LookupComboBox.tsx";
import { useLookupDetail, useSuggestions } from "../parts/useLookup.ts";
import { useQuestion } from "../parts/useQuestion.ts";
import { NodeList } from "../registry/NodeRenderer.tsx";
import type { NodeProps } from "../registry/types.ts";
import { useChange, useTextAnswer } from "../store/hooks.ts";

/** Props of SchoolSearchInput and SchoolSearchPrint. */
export interface SchoolSearchProps extends NodeProps<SchoolSearchQuestion> {
  /** The school search: name and code under a prefix, plus the linked address fields. */
  node: SchoolSearchQuestion;
}

// The suggestion that keeps what the student typed (the autocomplete's "new value" flag).
const typedId = "__typed";

/** The keys, linked fields and answers of one school search. */
export function useSchool({ node, scope }: SchoolSearchProps) {
  const question = useQuestion({ key: `${node.prefix}name`, label: node.label, help: node.help }, scope);
  const ceeb = useTextAnswer(resolveKey(scope, `${node.prefix}ceeb`));
  const country = useTextAnswer(resolveKey(scope, `${node.prefix}country`));
  const name = useTextAnswer(question.key);
  const fields = useMemo(() => schoolFields(node), [node]);
  return { question, name, ceeb, country, fields };
}

/**
 * An autocomplete over the injected lookup: choosing a school fills its code and address in
 * one change; a name typed by hand is kept as text, clears the linked fields and asks for the
 * address (spec section 4); clearing the name clears them all.
 */
export function SchoolSearchInput(props: SchoolSearchProps) {
  const { node, scope } = props;
  const change = useChange();
  const { question: q, name, ceeb, country, fields } = useSchool(props);
  const words = useWords();
  const [text, setText] = useState(name);
  // Whether the name was typed by hand, for the hint (spec section 4). The code cannot tell: most
  // colleges of the federal directory have none. Saved answers are judged by the country, which
  // every looked-up record fills and a typed name clears; after that, by what the student did.
  const [manual, setManual] = useState(() => name !== "" && ceeb === "" && country === "");
  const [shownName, setShownName] = useState(name);
  const detail = useLookupDetail(node.category);
  // The stored name changed elsewhere (a chosen school, a load): show it.
  if (name !== shownName) {
    setShownName(name);
    setText(name);
  }
  const suggestions = useSuggestions(text, node.category, name);

  const apply = (choice: SchoolChoice) => {
    detail.supersede();
    setManual("typed" in choice);
    change(schoolSearchChanges(node, scope, choice));
  };
  const typed = text.trim();
  // Nothing is offered for the stored name itself: the list would otherwise open again over a
  // school just chosen, as the field takes its name (react-aria opens it when the text changes).
  const options: LookupOption[] =
    typed === "" || typed === name
      ? []
      : [
          ...suggestions.map((s) => ({ id: s.id, label: s.text, sub: s.sub_text })),
          ...(suggestions.some((s) => s.text === typed)
            ? []
            : [{ id: typedId, label: typed, sub: "", text: interpolate(words.inputs.useTypedSchool, { typed }) }]),
        ];
  const choose = (id: string) => {
    const option = options.find((o) => o.id === id);
    if (!option) return;
    if (id === typedId) return apply({ typed: option.label });
    detail.read(
      id,
      (record) => apply({ chosen: { name: option.label, ...record } }),
      // Spec section 7: when the detail lookup fails, the typed label is stored as the value.
      () => apply({ typed: option.label }),
    );
  };
  return (
    <div className="school-search">
      <LookupComboBox
        question={q}
        variant="outlined"
        text={text}
        onTextChange={(value) => {
          setText(value);
          if (value === "") apply({ cleared: true });
        }}
        options={options}
        onChoose={choose}
        onBlur={() => {
          if (detail.pending || typed === name) return;
          // Spaces alone are a cleared field too.
          apply(typed === "" ? { cleared: true } : { typed });
        }}
      />
      <p className="school-search__hint" aria-live="polite">
        {name !== "" && manual ? words.messages.manualSchool : ""}
      </p>
      {name !== "" && <NodeList nodes={fields} scope={scope} />}
    </div>
  );
}
