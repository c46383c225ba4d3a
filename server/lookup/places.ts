import provincesCa from "../../schema/options/provincesCa.json" with { type: "json" };
import statesUs from "../../schema/options/statesUs.json" with { type: "json" };

/** State and province names by code, from the form's own option lists (one source of names). */
export const regionNames: ReadonlyMap<string, string> = new Map(
  [...statesUs.options, ...provincesCa.options].map(({ value, label }) => [value, label]),
);

/** Codes by lowercase name, to turn a geocoder's "Michigan" into "MI". */
export const regionCodes: ReadonlyMap<string, string> = new Map(
  [...statesUs.options, ...provincesCa.options].map(({ value, label }) => [label.toLowerCase(), value]),
);

/** "Houghton, MI", or whichever of the two is known. */
export function cityState(city: string, state: string): string {
  return [city, state].filter((part) => part !== "").join(", ");
}
