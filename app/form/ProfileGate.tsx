import { Suspense, lazy } from "react";
import { useLocation } from "react-router";
import { LoadingSpinner } from "../ui/LoadingSpinner.tsx";
import { StudentGate } from "./StudentGate.tsx";

// Only staff open the print view, so its code loads apart from the students' pages; meanwhile the
// spinner the view shows while it loads the application.
const ServiceView = lazy(() => import("./ServiceView.tsx").then((m) => ({ default: m.ServiceView })));

/**
 * The entry of the form pages and /completion (spec section 2): a `service_token` opens the
 * read-only print view of one application; anyone else is a student or a visitor, who may bring
 * a `token` for a temporary answer set.
 */
export function ProfileGate() {
  const params = new URLSearchParams(useLocation().search);
  const serviceToken = params.get("service_token");
  if (serviceToken)
    return (
      <Suspense fallback={<LoadingSpinner />}>
        <ServiceView token={serviceToken} />
      </Suspense>
    );
  return <StudentGate token={params.get("token")} />;
}
