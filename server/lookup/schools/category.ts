import type { LookupCategory } from "../types.ts";
import { readSchools, type SchoolSource } from "./school.ts";
import { addSchools, countSchools, replaceSchools, schoolDetail, searchSchools } from "./store.ts";

/** A school category: its file format from `source`, stored and searched in lookup_school. */
export function schoolCategory(source: SchoolSource): LookupCategory {
  const { category } = source;
  return {
    name: category,
    columns: source.columns,
    sample: source.sample,
    async load(db, rows, mode) {
      const { schools, skipped } = readSchools(source, rows);
      await (mode === "replace" ? replaceSchools : addSchools)(db, category, schools);
      return { stored: schools.length, skipped };
    },
    count: (db) => countSchools(db, category),
    finder: ({ db }) => ({
      search: (text, maxResults) => searchSchools(db, category, text, maxResults),
      detail: (id) => schoolDetail(db, category, id),
    }),
  };
}
