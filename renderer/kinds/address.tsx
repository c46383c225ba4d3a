import { type ReactNode, useId, useMemo, useState } from "react";
import { type AddressQuestion, type Node, type TextQuestion, addressFields, addressLookupChanges, resolveKey } from "../../engine/index.ts";
import { LookupComboBox } from "../parts/LookupComboBox.tsx";
import { useLookupDetail, useSuggestions } from "../parts/useLookup.ts";
import { useQuestion } from "../parts/useQuestion.ts";
import { useText } from "../parts/useText.ts";
import { NodeRenderer } from "../registry/NodeRenderer.tsx";
import type { NodeProps } from "../registry/types.ts";
import { useChange, useTextAnswer } from "../store/hooks.ts";

/** Props of AddressInput and AddressPrint. */
export interface AddressProps extends NodeProps<AddressQuestion> {
  /** The address: six fields under a prefix, expanded by the engine. */
  node: AddressQuestion;
}

/** Props of AddressFieldset. */
interface AddressFieldsetProps extends AddressProps {
  /** The address's fields. */
  children: ReactNode;
}

/** The address's legend and help around its fields. */
export function AddressFieldset({ node, scope, children }: AddressFieldsetProps) {
  const help = useText(node.help, scope);
  const helpId = useId();
  return (
    <fieldset aria-describedby={help ? helpId : undefined} className="group group--address">
      <legend className="group__legend">{useText(node.label, scope)}</legend>
      {help && (
        <p id={helpId} className="field__help">
          {help}
        </p>
      )}
      <div className="group__fields">{children}</div>
    </fieldset>
  );
}

/*
 * Where the address lookup sits: on the ZIP field, while the country is the United States or not
 * chosen yet. The embedded provider (server/lookup/address/zips.ts) matches ZIP digits and city
 * names, and only a ZIP names one place: a city has many ZIPs ("houston" offers one of Houston's),
 * so a choice there would fill a guessed ZIP. The first line is no place for it either: that data
 * knows no streets and reads a house number as the start of a ZIP ("12" offers Alcove, NY 12007).
 * A Photon server matches postcodes as well, so the field works with either provider; when its
 * record carries a street, the choice fills the first line too. The ZIP data is American, and a
 * postal code abroad is no ZIP: other countries get a plain field.
 */
const lookupCountries = new Set(["", "USA"]);

const isZipField = (address: AddressQuestion, field: Node): field is TextQuestion => field.kind === "text" && field.key === `${address.prefix}zip`;

/** Props of ZipLookup. */
interface ZipLookupProps extends AddressProps {
  /** The address's ZIP field, as the engine expands it. */
  field: TextQuestion;
}

/**
 * The ZIP field with suggestions. What the student types is stored as typed, as in any text
 * field; choosing a suggestion fills the city, state, ZIP and country (and the first line when the
 * record has one) in one change (spec section 4). When the record cannot be read, the typed text
 * stays (spec section 8).
 */
function ZipLookup({ node, scope, field }: ZipLookupProps) {
  const q = useQuestion(field, scope);
  const value = useTextAnswer(q.key);
  const change = useChange();
  const detail = useLookupDetail("address");
  // The text this field last stored, and the text nothing is offered for: a saved ZIP, or the one
  // a choice was made from or filled in, so the list does not open again over a chosen place.
  const [written, setWritten] = useState(value);
  const [settled, setSettled] = useState(value.trim());
  // The ZIP changed elsewhere (a chosen suggestion's record, a load).
  if (value !== written) {
    setWritten(value);
    setSettled(value.trim());
  }
  const suggestions = useSuggestions(value, "address", settled);
  const typed = value.trim();
  const options = typed === "" || typed === settled ? [] : suggestions.map((s) => ({ id: s.id, label: s.text, sub: s.sub_text }));
  const choose = (id: string) => {
    // The list closes at once and stays closed for this text, whatever the record's answer.
    setSettled(typed);
    detail.read(
      id,
      (record) => change(addressLookupChanges(node, scope, record)),
      // Spec section 8: a failed detail lookup keeps the typed text, which is already stored.
      () => undefined,
    );
  };
  return (
    <LookupComboBox
      question={q}
      variant={field.variant ?? "outlined"}
      text={value}
      onTextChange={(text) => {
        // A record still on its way would overwrite what the student types now.
        detail.supersede();
        setWritten(text);
        change({ [q.key]: text });
      }}
      options={options}
      onChoose={choose}
      maxLength={q.maxLength}
      autoComplete={field.autoComplete}
      inputMode={field.inputMode}
    />
  );
}

/**
 * An address as a fieldset of the fields the engine expands it to (country, line 1 and 2, city,
 * state by country, ZIP), each an ordinary input but the ZIP, which suggests places to fill the
 * others from. A same-as-permanent switch is, in the schema, a checkbox followed by a conditional.
 */
export function AddressInput({ node, scope }: AddressProps) {
  const fields = useMemo(() => addressFields(node), [node]);
  const lookup = lookupCountries.has(useTextAnswer(resolveKey(scope, `${node.prefix}country`)));
  return (
    <AddressFieldset node={node} scope={scope}>
      {fields.map((field, i) =>
        // The schema is fixed while it is shown, so a field's position is a stable key.
        lookup && isZipField(node, field) ? <ZipLookup key={i} node={node} scope={scope} field={field} /> : <NodeRenderer key={i} node={field} scope={scope} />,
      )}
    </AddressFieldset>
  );
}
