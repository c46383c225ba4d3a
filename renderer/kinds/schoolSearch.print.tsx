import { PrintField } from "../parts/Print.tsx";
import { NodeList } from "../registry/NodeRenderer.tsx";
import { type SchoolSearchProps, useSchool } from "./schoolSearch.tsx";

/** The school's name with its code, then its address fields. */
export function SchoolSearchPrint(props: SchoolSearchProps) {
  const { question: q, name, ceeb, fields } = useSchool(props);
  return (
    <div className="school-search">
      <PrintField id={q.key} label={q.label} value={name && ceeb ? `${name} (code ${ceeb})` : name} />
      <NodeList nodes={fields} scope={props.scope} />
    </div>
  );
}
