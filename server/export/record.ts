/** One submitted application as the export's values, column by column (columns.ts). */
import type { AnswerValue } from "../../engine/index.ts";
import type { Column } from "./columns.ts";
import type { SetAsideEntry } from "../versions/setAside.ts";
import type { SubmittedApplication } from "./rows.ts";

/**
 * A value as stored: text, a checkbox's true or false, a count; the answers set aside, each
 * naming the version it was given on by its label; null where nothing was given.
 */
export type ExportValue = AnswerValue | number | readonly SetAsideEntry[] | null;

function valueOf(column: Column, application: SubmittedApplication, labels: ReadonlyMap<string, string>): ExportValue {
  const { source } = column;
  switch (source.from) {
    case "application":
      return source.field === "application_id" ? application.account_id : application[source.field];
    case "version":
      return application.version === null ? null : (labels.get(application.version) ?? application.version);
    case "answer":
      return Object.hasOwn(application.answers, source.key) ? (application.answers[source.key] ?? null) : null;
    case "document":
      return Object.hasOwn(application.documents, source.key) ? (application.documents[source.key] ?? null) : null;
    case "entries":
      return Object.hasOwn(application.add_another, source.group) ? (application.add_another[source.group] ?? 1) : 1;
    case "setAside":
      return application.set_aside.length === 0 ? null : application.set_aside.map(({ key, value, reason, version, at }) => ({ key, value, reason, version: labels.get(version) ?? version, at }));
  }
}

/** `labels`: each version's label by its id (versions.ts). */
export const exportRecord = (columns: readonly Column[], application: SubmittedApplication, labels: ReadonlyMap<string, string>): ExportValue[] => columns.map((column) => valueOf(column, application, labels));
