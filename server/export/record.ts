/** One submitted application as the export's values, column by column (columns.ts). */
import type { AnswerValue } from "../../engine/index.ts";
import type { Column } from "./columns.ts";
import type { SubmittedApplication } from "./rows.ts";

/** A value as stored: text, a checkbox's true or false, a count; null where nothing was given. */
export type ExportValue = AnswerValue | number | null;

function valueOf(column: Column, application: SubmittedApplication): ExportValue {
  const { source } = column;
  switch (source.from) {
    case "application":
      return source.field === "application_id" ? application.account_id : application[source.field];
    case "answer":
      return Object.hasOwn(application.answers, source.key) ? (application.answers[source.key] ?? null) : null;
    case "document":
      return Object.hasOwn(application.documents, source.key) ? (application.documents[source.key] ?? null) : null;
    case "entries":
      return Object.hasOwn(application.add_another, source.group) ? (application.add_another[source.group] ?? 1) : 1;
  }
}

export const exportRecord = (columns: readonly Column[], application: SubmittedApplication): ExportValue[] => columns.map((column) => valueOf(column, application));
