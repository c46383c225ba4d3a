import { commonFields, type School, type SchoolSource, schoolColumns, splitAliases } from "./school.ts";

/**
 * colleges.csv: IPEDS institutions keyed by UNITID, with the College Board code where known
 * (see the data README). A transfer student most likely attended a degree-granting two- or
 * four-year college, so those rank first among equal matches (1,700 rows are short certificate
 * schools); closed ones stay findable, after the active ones.
 */
export const colleges: SchoolSource = {
  category: "college_ceeb",
  columns: [...schoolColumns, "alias", "level", "degree_granting", "active"],
  sample: "colleges.csv",
  toSchool(values): School {
    const degreeCollege = values.degree_granting === "1" && (values.level === "1" || values.level === "2");
    return {
      ...commonFields(values),
      aliases: splitAliases(values.alias ?? ""),
      closed: values.active === "0",
      tier: degreeCollege ? 0 : 1,
    };
  },
};
