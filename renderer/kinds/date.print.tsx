import { useWords } from "../context/formContext.ts";
import { PrintField } from "../parts/Print.tsx";
import { toCalendarDate, writtenDate } from "../parts/calendarDate.ts";
import { useQuestion } from "../parts/useQuestion.ts";
import { useTextAnswer } from "../store/hooks.ts";
import type { DateProps } from "./date.tsx";

/** The date written out in the page's language (January 15, 2000; 15 de enero de 2000). */
export function DatePrint({ node, scope }: DateProps) {
  const q = useQuestion(node, scope);
  const { locale } = useWords();
  const date = toCalendarDate(useTextAnswer(q.key));
  return <PrintField id={q.key} label={q.label} value={date ? writtenDate(date, locale) : ""} />;
}
