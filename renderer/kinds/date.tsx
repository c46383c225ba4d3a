import { type CalendarDate, GregorianCalendar } from "@internationalized/date";
import { useEffect, useMemo, useRef, useState } from "react";
import { I18nProvider, useDateField, useLocale } from "react-aria";
import { DateFieldStateContext, DateSegment, FieldErrorContext, Group, Provider, TextContext } from "react-aria-components";
import { type DateFieldState, useDateFieldState } from "react-stately";
import { type DateQuestion, answerShapeErrors } from "../../engine/index.ts";
import { useFormContext } from "../context/formContext.ts";
import { toCalendarDate } from "../parts/calendarDate.ts";
import { DateAutofillInput } from "../parts/DateAutofillInput.tsx";
import { FieldErrors, Help } from "../parts/FieldMessages.tsx";
import { useLabelHint } from "../parts/labelHint.ts";
import { type Question, useQuestion } from "../parts/useQuestion.ts";
import type { NodeProps } from "../registry/types.ts";
import { useChange, useTextAnswer } from "../store/hooks.ts";

/** Props of DateInputField and DatePrint. */
export interface DateProps extends NodeProps<DateQuestion> {
  /** The date question, stored as YYYY-MM-DD. */
  node: DateQuestion;
}

// The print variant reads a stored date the same way.
export { toCalendarDate };

const digits = (n: number, width: number): string => String(n).padStart(width, "0");

/** The date the segments show, YYYY-MM-DD, whether or not it is a real day ("2001-02-30"); "" while a segment is empty. */
function shownDate(segments: DateFieldState["segments"]): string {
  const part = (type: "year" | "month" | "day") => segments.find((s) => s.type === type && !s.isPlaceholder)?.value ?? null;
  const [year, month, day] = [part("year"), part("month"), part("day")];
  return year === null || month === null || day === null ? "" : `${digits(year, 4)}-${digits(month, 2)}-${digits(day, 2)}`;
}

// Every date of the form is a Gregorian YYYY-MM-DD, whatever calendar the browser's locale uses.
// react-aria-components' DateField showed the locale's own (a Thai browser's years were Buddhist
// ones, which the answer took for Gregorian years, so a stored 2001 became 2544 as the page drew),
// and its createCalendar brings every calendar system @internationalized/date knows into the
// bundle. The locale keeps its language, digits and order of segments, with the Gregorian calendar.
const gregorian = () => new GregorianCalendar();
const gregorianLocale = (locale: string): string => new Intl.Locale(locale, { calendar: "gregory" }).toString();

// Replaces react-aria's confirmPlaceholder, which its blur handler calls: it turns a complete but
// impossible date (02/30/2001) into the month's last day, and this text is to stay on screen with
// its message until the student fixes it. Leaving the field does nothing else for a date field: a
// real complete date is already the value, and an incomplete one is left as it is.
const keepShown = () => {};

/** Props of SegmentedDate. */
interface SegmentedDateProps {
  /** The question's resolved key (the group's id), texts and required flag. */
  question: Question;
  /** The messages shown; any makes the field invalid. */
  errors: readonly string[];
  /** The date the segments start from. */
  defaultValue: CalendarDate | null;
  /** HTML autocomplete token of the date (bday). */
  autoComplete: string | undefined;
  /** Called with what the segments show (see shownDate) whenever it changes. */
  onShown: (shown: string) => void;
}

/**
 * Month, day and year segments that report what they show, which is what the answer follows:
 * react-aria's value keeps the last complete date while a segment is erased and never hears of an
 * impossible one. Built from react-aria's date field hooks with a Gregorian calendar; the markup,
 * ids, ARIA and data attributes and keyboard behaviour are those of react-aria-components'
 * DateField, but for its data-rac markers, which no style or test reads.
 */
function SegmentedDate({ question: q, errors, defaultValue, autoComplete, onShown }: SegmentedDateProps) {
  const props = {
    id: q.key,
    name: q.key,
    label: q.label,
    defaultValue,
    isRequired: q.isRequired,
    isInvalid: errors.length > 0,
    validationBehavior: "aria",
    granularity: "day",
    shouldForceLeadingZeros: true,
  } as const;
  const { locale: browserLocale } = useLocale();
  const locale = useMemo(() => gregorianLocale(browserLocale), [browserLocale]);
  const state: DateFieldState = { ...useDateFieldState({ ...props, locale, createCalendar: gregorian }), confirmPlaceholder: keepShown };
  const fieldRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { labelProps, fieldProps, inputProps, descriptionProps, errorMessageProps, ...validation } = useDateField({ ...props, inputRef }, state, fieldRef);
  const shown = shownDate(state.segments);
  useEffect(() => onShown(shown), [shown, onShown]);
  const hint = useLabelHint("date", q.label, errors);
  return (
    <I18nProvider locale={locale}>
      <Provider
        values={[
          [DateFieldStateContext, state],
          [TextContext, { slots: { description: descriptionProps, errorMessage: errorMessageProps } }],
          [FieldErrorContext, validation],
        ]}
      >
        <div className="field field--date" data-invalid={state.isInvalid || undefined} data-required={q.isRequired || undefined}>
          <span {...labelProps} className="field__label">
            {q.label}
          </span>
          <Help text={q.help} />
          <Group {...fieldProps} ref={fieldRef} className="field__input date__input" isInvalid={state.isInvalid} isDisabled={state.isDisabled} isReadOnly={state.isReadOnly}>
            {state.segments.map((segment, i) => (
              <DateSegment key={i} segment={segment} className="date__segment" />
            ))}
          </Group>
          <input {...inputProps} ref={inputRef} />
          <FieldErrors errors={errors} hint={hint} />
        </div>
        <DateAutofillInput state={state} name={q.key} autoComplete={autoComplete} />
      </Provider>
    </I18nProvider>
  );
}

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
  return <SegmentedDate key={own.generation} question={q} errors={errors} defaultValue={toCalendarDate(stored)} autoComplete={node.autoComplete} onShown={setShown} />;
}
