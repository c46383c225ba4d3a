import type { LookupCategory } from "../types.ts";
import { addZips, countZips, readZips, replaceZips, zipColumns } from "./zips.ts";

/**
 * The address category. Its data file is the ZIP table of the embedded provider; its searches go
 * to whichever address provider is configured.
 */
export const addressCategory: LookupCategory = {
  name: "address",
  columns: zipColumns,
  sample: "us_zipcodes.csv",
  async load(db, rows, mode) {
    const { zips, skipped } = readZips(rows);
    await (mode === "replace" ? replaceZips : addZips)(db, zips);
    return { stored: zips.length, skipped };
  },
  count: countZips,
  finder: ({ address }) => address,
};
