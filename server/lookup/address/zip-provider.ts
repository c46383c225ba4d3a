import type { Sql } from "../../db/types.ts";
import type { AddressProvider } from "../types.ts";
import { searchZips, zipDetail } from "./zips.ts";

/**
 * The embedded default: city, state and ZIP from the offline GeoNames US postal codes
 * (lookup_zip). It knows no streets, so the student types the first line.
 */
export function zipProvider(db: Sql): AddressProvider {
  return {
    name: "zip",
    search: (text, maxResults) => searchZips(db, text, maxResults),
    detail: (id) => zipDetail(db, id),
  };
}
