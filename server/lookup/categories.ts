import { addressCategory } from "./address/category.ts";
import { schoolCategory } from "./schools/category.ts";
import { colleges } from "./schools/colleges.ts";
import { highSchools } from "./schools/high-schools.ts";
import type { LookupCategory } from "./types.ts";

/** Every lookup category, by the name the form's schoolSearch and address inputs ask for. */
export const lookupCategories: ReadonlyMap<string, LookupCategory> = new Map(
  [schoolCategory(colleges), schoolCategory(highSchools), addressCategory].map((c) => [c.name, c]),
);

export const categoryNames: readonly string[] = [...lookupCategories.keys()];
