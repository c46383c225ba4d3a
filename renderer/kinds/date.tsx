import { type CalendarDate, parseDate } from "@internationalized/date";
import { format } from "date-fns";
import { useCallback, useContext, useEffect, useState } from "react";
import { DateField, DateFieldStateContext, DateInput, DateSegment, Label } from "react-aria-components";
import type { DateQuestion } from "../../engine/index.ts";
import { FieldErrors, Help } from "../parts/FieldMessages.tsx";
import { PrintField } from "../parts/Print.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import { kindTester, type NodeProps } from "../registry/types.ts";
import { useChange, useTextAnswer } from "../store/hooks.ts";

/** Props of DateInputField and DatePrint. */
export interface DateProps extends NodeProps<DateQuestion> {
  /** The date question, stored as YYYY-MM-DD. */
  node: DateQuestion;
}

/** A stored YYYY-MM-DD as a calendar date; anything else (empty, damaged) as no date. */
function toCalendarDate(value: string): CalendarDate | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/** Props of ClearWhenIncomplete. */
interface ClearWhenIncompleteProps {
  /** Called when a segment is emptied while a date is stored. */
  onIncomplete: () => void;
}

/**
 * react-aria-components keep the last complete date as the value when one segment is erased;
 * spec section 4 wants no stored date while the field shows an incomplete one, so an emptied
 * segment clears the answer.
 */
function ClearWhenIncomplete({ onIncomplete }: ClearWhenIncompleteProps) {
  const state = useContext(DateFieldStateContext);
  const incomplete = state !== null && state.value !== null && state.segments.some((s) => s.isEditable && s.isPlaceholder);
  useEffect(() => {
    if (incomplete) onIncomplete();
  }, [incomplete, onIncomplete]);
  return null;
}

/**
 * A date typed as month, day and year segments. The answer holds a date only while every
 * segment makes a real day; an incomplete date clears it (spec section 4).
 */
export function DateInputField({ node, scope }: DateProps) {
  const q = useQuestion(node, scope);
  const change = useChange();
  const stored = useTextAnswer(q.key);
  // The field keeps its own segments (a controlled null would wipe the month and day the student
  // kept while retyping the year); it restarts from the store only when the answer changes elsewhere.
  const [own, setOwn] = useState({ value: stored, generation: 0 });
  if (own.value !== stored) setOwn({ value: stored, generation: own.generation + 1 });
  const write = useCallback(
    (value: string) => {
      setOwn((o) => ({ ...o, value }));
      change({ [q.key]: value });
    },
    [change, q.key],
  );
  const clear = useCallback(() => write(""), [write]);
  return (
    <DateField
      key={own.generation}
      id={q.key}
      name={q.key}
      className="field field--date"
      defaultValue={toCalendarDate(stored)}
      onChange={(date) => write(date ? date.toString() : "")}
      isRequired={q.isRequired}
      isInvalid={q.isInvalid}
      validationBehavior="aria"
      autoComplete={node.autoComplete}
      granularity="day"
      shouldForceLeadingZeros
    >
      <Label className="field__label">{q.label}</Label>
      <Help text={q.help} />
      <DateInput className="field__input date__input">{(segment) => <DateSegment segment={segment} className="date__segment" />}</DateInput>
      <FieldErrors errors={q.errors} />
      <ClearWhenIncomplete onIncomplete={clear} />
    </DateField>
  );
}

/** The date written out (January 15, 2000). */
export function DatePrint({ node, scope }: DateProps) {
  const q = useQuestion(node, scope);
  const date = toCalendarDate(useTextAnswer(q.key));
  const text = date ? format(new Date(date.year, date.month - 1, date.day), "MMMM d, yyyy") : "";
  return <PrintField id={q.key} label={q.label} value={text} />;
}

export const dateTester = kindTester("date");
