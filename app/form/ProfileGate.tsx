import { useLocation } from "react-router";
import { ServiceView } from "./ServiceView.tsx";
import { StudentGate } from "./StudentGate.tsx";

/**
 * The entry of the form pages and /completion (spec section 2): a `service_token` opens the
 * read-only print view of one application; anyone else is a student or a visitor, who may bring
 * a `token` for a temporary answer set.
 */
export function ProfileGate() {
  const params = new URLSearchParams(useLocation().search);
  const serviceToken = params.get("service_token");
  if (serviceToken) return <ServiceView token={serviceToken} />;
  return <StudentGate token={params.get("token")} />;
}
