import { useLocation, useNavigate } from "react-router";
import { LoadingFrame } from "../layout/LoadingFrame.tsx";
import { appForm } from "./appForm.ts";
import { StepNav } from "./StepNav.tsx";

/**
 * The frame of the form pages while the student's answers load: the header, the step links and
 * the footer paint at once, with the spinner in place of the page. No step is marked current and
 * no page heading shows yet: a returning student may be on the way to their saved last page, and
 * the page asked for is not drawn on the way (spec section 2). A step link followed meanwhile
 * only opens that page: there is nothing to save yet. /completion, which has no step links, waits
 * under the header alone.
 */
export function FormShell() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const isFormPage = appForm.pages.some((page) => `/${page.id}` === pathname);
  return (
    <LoadingFrame>
      {isFormPage && <StepNav current="" goTo={(path) => void navigate({ pathname: path, search }, { replace: true })} isSaving={false} />}
    </LoadingFrame>
  );
}
