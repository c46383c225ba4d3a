import { commonFields, type School, type SchoolSource, schoolColumns } from "./school.ts";

/**
 * high_schools.csv: the NCES–CEEB crosswalk, keyed by the 6-digit CEEB code. NCES's own name for
 * the school is searchable as an alias (applicants' names are often abbreviated), and stands in
 * for a missing name.
 */
export const highSchools: SchoolSource = {
  category: "hs_ceeb",
  columns: [...schoolColumns, "nces_name"],
  sample: "high_schools.csv",
  toSchool(values): School {
    const ncesName = (values.nces_name ?? "").trim();
    const school = commonFields({ ...values, name: (values.name ?? "").trim() || ncesName });
    return { ...school, ceeb: school.ceeb || school.id, aliases: ncesName !== "" && ncesName !== school.name ? [ncesName] : [], closed: false, tier: 0 };
  },
};
