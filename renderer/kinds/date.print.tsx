import { format } from "date-fns";
import { PrintField } from "../parts/Print.tsx";
import { useQuestion } from "../parts/useQuestion.ts";
import { useTextAnswer } from "../store/hooks.ts";
import { type DateProps, toCalendarDate } from "./date.tsx";

/** The date written out (January 15, 2000). */
export function DatePrint({ node, scope }: DateProps) {
  const q = useQuestion(node, scope);
  const date = toCalendarDate(useTextAnswer(q.key));
  const text = date ? format(new Date(date.year, date.month - 1, date.day), "MMMM d, yyyy") : "";
  return <PrintField id={q.key} label={q.label} value={text} />;
}
