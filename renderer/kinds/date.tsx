import { type CalendarDate, parseDate } from "@internationalized/date";
import { useContext, useEffect, useMemo, useState } from "react";
import { DateField, type DateFieldState, DateFieldStateContext, DateInput, DateSegment, Label } from "react-aria-components";
import { type DateQuestion, answerShapeErrors } from "../../engine/index.ts";
import { useFormContext } from "../context/formContext.ts";
import { FieldErrors, Help } from "../parts/FieldMessages.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import type { NodeProps } from "../registry/types.ts";
import { useChange, useTextAnswer } from "../store/hooks.ts";

/** Props of DateInputField and DatePrint. */
export interface DateProps extends NodeProps<DateQuestion> {
  /** The date question, stored as YYYY-MM-DD. */
  node: DateQuestion;
}

/** A stored YYYY-MM-DD as a calendar date; anything else (empty, damaged, no real day) as no date. */
export function toCalendarDate(value: string): CalendarDate | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

const digits = (n: number, width: number): string => String(n).padStart(width, "0");

/** The date the segments show, YYYY-MM-DD, whether or not it is a real day ("2001-02-30"); "" while a segment is empty. */
function shownDate(segments: DateFieldState["segments"]): string {
  const part = (type: "year" | "month" | "day") => segments.find((s) => s.type === type && !s.isPlaceholder)?.value ?? null;
  const [year, month, day] = [part("year"), part("month"), part("day")];
  return year === null || month === null || day === null ? "" : `${digits(year, 4)}-${digits(month, 2)}-${digits(day, 2)}`;
}

/** Props of ShownDate. */
interface ShownDateProps {
  /** Called with what the segments show (see shownDate) whenever it changes. */
  onShown: (shown: string) => void;
}

/**
 * Reports what the segments show, which is what the answer follows: react-aria's value keeps the
 * last complete date while a segment is erased and never hears of an impossible one. It also stops
 * react-aria from turning a complete but impossible date (02/30/2001) into the month's last day
 * when focus leaves the field, so that text stays on screen with its message until the student
 * fixes it. Leaving the field does nothing else for a date field: a real complete date is already
 * the value, and an incomplete one is left as it is.
 */
function ShownDate({ onShown }: ShownDateProps) {
  const state = useContext(DateFieldStateContext);
  // react-aria's blur handler calls confirmPlaceholder on this very object, which the field makes
  // anew on each render and hands to this context, so replacing it here covers every blur.
  if (state) state.confirmPlaceholder = keepShown;
  const shown = state ? shownDate(state.segments) : "";
  useEffect(() => onShown(shown), [shown, onShown]);
  return null;
}

const keepShown = () => {};

/**
 * A date typed as month, day and year segments. The answer holds a date only while the segments
 * make a real day: an incomplete date stores nothing (spec section 4), and an impossible one
 * stores nothing and shows the data model's message at once, so no other day is ever saved.
 */
export function DateInputField({ node, scope }: DateProps) {
  const q = useQuestion(node, scope);
  const { form, today } = useFormContext();
  const change = useChange();
  const stored = useTextAnswer(q.key);
  // The field keeps its own segments (a controlled null would wipe the month and day the student
  // kept while retyping the year); it restarts from the store only when the answer changes elsewhere.
  const [own, setOwn] = useState({ value: stored, generation: 0 });
  const [shown, setShown] = useState(stored);
  if (own.value !== stored) {
    setOwn({ value: stored, generation: own.generation + 1 });
    setShown(stored);
  }
  const impossible = useMemo(() => (shown ? (answerShapeErrors(form, { [q.key]: shown }, { today }, [q.key])[q.key] ?? []) : []), [form, today, q.key, shown]);
  const answer = impossible.length ? "" : shown;
  useEffect(() => {
    if (answer === own.value) return;
    setOwn((o) => ({ ...o, value: answer }));
    change({ [q.key]: answer });
  }, [answer, own.value, change, q.key]);
  // An impossible date's message stands for the required one its empty answer raises.
  const errors = impossible.length ? impossible : q.errors;
  return (
    <DateField
      key={own.generation}
      id={q.key}
      name={q.key}
      className="field field--date"
      defaultValue={toCalendarDate(stored)}
      isRequired={q.isRequired}
      isInvalid={errors.length > 0}
      validationBehavior="aria"
      autoComplete={node.autoComplete}
      granularity="day"
      shouldForceLeadingZeros
    >
      <Label className="field__label">{q.label}</Label>
      <Help text={q.help} />
      <DateInput className="field__input date__input">{(segment) => <DateSegment segment={segment} className="date__segment" />}</DateInput>
      <FieldErrors errors={errors} />
      <ShownDate onShown={setShown} />
    </DateField>
  );
}
