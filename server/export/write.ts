/**
 * The export itself: the submitted applications, a batch at a time, turned into the format's text
 * as they are read. A consumer pulls the chunks (a stream, or writeExport's sink): the next batch
 * is read once the last is taken, so memory holds one batch whatever the count. The columns are
 * those of every version of the form among the applications (versions.ts), each application's
 * answers written as it gave them on its own.
 */
import type { Form } from "../../engine/index.ts";
import type { Sql } from "../db/types.ts";
import type { ListFilter } from "../office/list.ts";
import { exportColumns } from "./columns.ts";
import type { ExportFormat } from "./formats.ts";
import { exportRecord } from "./record.ts";
import { type SubmittedApplication, submittedApplications } from "./rows.ts";
import { exportVersions } from "./versions.ts";

export type Sink = (chunk: string) => Promise<void>;

export interface ExportRequest {
  /** The running form: its columns come first. */
  form: Form;
  format: ExportFormat;
  since?: Date;
  /** The office console's list filters (office/list.ts), narrowing the submitted applications. */
  filter?: ListFilter;
  /** Called for each application once its record is written (the bundle adds its files). */
  onApplication?: (application: SubmittedApplication) => Promise<void>;
}

export interface ExportSummary {
  count: number;
  /** The latest submission exported (ISO 8601), for the next run's --since. */
  latest?: string;
}

/**
 * Characters a chunk holds before it is handed on: a batch of 500 JSON records runs to 3 MB, and
 * a chunk that size stays in memory while the consumer writes it out.
 */
export const chunkLength = 64 * 1024;

/** The export's text, in chunks of whole records; returns what it exported. */
export async function* exportChunks(db: Sql, { form, format, since, filter, onApplication }: ExportRequest): AsyncGenerator<string, ExportSummary> {
  const selection = { ...(since ? { since } : {}), ...(filter ? { filter } : {}) };
  const versions = await exportVersions(db, selection);
  const columns = exportColumns(form, versions.others);
  yield format.start(columns);
  let count = 0;
  let latest: string | undefined;
  for await (const batch of submittedApplications(db, selection)) {
    let chunk = "";
    for (const application of batch) {
      // Submitted on a version stored after the columns were chosen (a server on a new form started
      // meanwhile): its new questions have no column, so the export breaks off rather than drop them.
      if (application.version !== null && !versions.read.has(application.version)) throw new Error(`${application.reference} was submitted on a version of the form stored after this export began; export again.`);
      chunk += format.record(columns, exportRecord(columns, application, versions.labels), count++);
      latest = application.submitted_at;
      if (chunk.length >= chunkLength) {
        yield chunk;
        chunk = "";
      }
    }
    if (chunk) yield chunk;
    if (onApplication) for (const application of batch) await onApplication(application);
  }
  yield format.end(count);
  return { count, ...(latest ? { latest } : {}) };
}

/** The export written to `sink`, each chunk once the last was taken. */
export async function writeExport(db: Sql, request: ExportRequest, sink: Sink): Promise<ExportSummary> {
  const chunks = exportChunks(db, request);
  for (;;) {
    const next = await chunks.next();
    if (next.done) return next.value;
    await sink(next.value);
  }
}
