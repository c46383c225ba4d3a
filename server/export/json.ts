/**
 * JSON: one array of objects, one object (one application) per line, each with the CSV's columns
 * as its members in the same order, the values as stored (text, true or false for a checkbox, a
 * number for a repeat group's entries, the list of answers set aside, null where nothing was
 * given). The whole is one JSON document a records system parses at once, and still written and
 * readable a line at a time.
 */
import type { ExportFormat } from "./formats.ts";

export const jsonFormat: ExportFormat = {
  contentType: "application/json; charset=utf-8",
  extension: "json",
  start: () => "[",
  record: (columns, values, index) => `${index === 0 ? "\n" : ",\n"}${JSON.stringify(Object.fromEntries(columns.map((c, i) => [c.name, values[i]])))}`,
  end: (count) => (count === 0 ? "]\n" : "\n]\n"),
};
