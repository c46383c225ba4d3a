/** The export's file formats by name (--format, format=). */
import type { Column } from "./columns.ts";
import { csvFormat } from "./csv.ts";
import { jsonFormat } from "./json.ts";
import type { ExportValue } from "./record.ts";

export interface ExportFormat {
  contentType: string;
  /** The data file's extension in a bundle. */
  extension: string;
  /** What comes before the first record (a header line). */
  start(columns: readonly Column[]): string;
  /** One application; `index` counts from 0. */
  record(columns: readonly Column[], values: readonly ExportValue[], index: number): string;
  /** What closes the file, after `count` records. */
  end(count: number): string;
}

export const exportFormats: Readonly<Record<string, ExportFormat>> = { csv: csvFormat, json: jsonFormat };

export const formatNamed = (name: string | undefined): ExportFormat | undefined => (name !== undefined && Object.hasOwn(exportFormats, name) ? exportFormats[name] : undefined);

export const formatNames = Object.keys(exportFormats).join(", ");
