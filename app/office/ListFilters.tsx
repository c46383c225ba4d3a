import { useState } from "react";
import { Button, Form, Input, Label, SearchField, Text, TextField } from "react-aria-components";
import { applicationStatuses } from "./api.ts";
import { ChoiceFilter } from "./ChoiceFilter.tsx";
import type { ListQuery } from "./listQuery.ts";
import { texts } from "./texts.ts";

/** Props of ListFilters. */
export interface ListFiltersProps {
  /** The list's state, from the address. */
  query: ListQuery;
  /** The entry terms the server knows. */
  terms: readonly { readonly code: string; readonly label: string }[];
  /** Applies a change (a new history entry, the first page). */
  onChange: (change: Partial<ListQuery>) => void;
}

// A date input reports each year typed digit by digit (0002, 0020, 0202, 2026): only a whole date of
// these centuries, or none, changes the list, so typing a year adds one history entry, not four.
const plausibleDay = (value: string): boolean => value === "" || /^(19|20)\d\d-\d\d-\d\d$/.test(value);

const statusOptions = applicationStatuses.map((code) => ({ code, label: texts.statuses[code] }));

/**
 * The list's filters: status, entry term and the dates of the last change apply as they are chosen;
 * the search (part of a name, an e-mail or a reference) applies on Enter or Search.
 */
export function ListFilters({ query, terms, onChange }: ListFiltersProps) {
  const [typed, setTyped] = useState(query.q);
  // The address changed under the box (back, forward, Clear filters): the box shows what the list searches.
  const [shown, setShown] = useState(query.q);
  if (shown !== query.q) {
    setShown(query.q);
    setTyped(query.q);
  }
  const t = texts.list;
  return (
    <section className="staff-filters" aria-label={t.filters}>
      <Form
        role="search"
        className="staff-filters__search"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ q: typed.trim() });
        }}
      >
        <SearchField className="field field--outlined" value={typed} onChange={setTyped} onClear={() => onChange({ q: "" })}>
          <Label className="field__label">{t.search}</Label>
          <Text slot="description" className="field__help">
            {t.searchHelp}
          </Text>
          <Input className="field__input" />
        </SearchField>
        <Button type="submit" className="button button--primary">
          {t.searchButton}
        </Button>
      </Form>
      <div className="staff-filters__row">
        <ChoiceFilter label={t.status} value={query.status} anyLabel={t.anyStatus} options={statusOptions} onChange={(status) => onChange({ status })} />
        <ChoiceFilter label={t.term} value={query.term} anyLabel={t.anyTerm} options={terms} onChange={(term) => onChange({ term })} />
        <TextField className="field field--date staff-filter" value={query.from} onChange={(from) => plausibleDay(from) && onChange({ from })} type="date">
          <Label className="field__label">{t.from}</Label>
          <Input className="field__input" max={query.to || undefined} />
        </TextField>
        <TextField className="field field--date staff-filter" value={query.to} onChange={(to) => plausibleDay(to) && onChange({ to })} type="date">
          <Label className="field__label">{t.to}</Label>
          <Input className="field__input" min={query.from || undefined} />
        </TextField>
      </div>
      <Button
        className="button button--secondary"
        onPress={() => onChange({ status: "", term: "", from: "", to: "", q: "" })}
        isDisabled={!query.status && !query.term && !query.from && !query.to && !query.q}
      >
        {t.clear}
      </Button>
    </section>
  );
}
