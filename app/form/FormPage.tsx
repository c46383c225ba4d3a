import { useEffect } from "react";
import { useLocation, useOutletContext } from "react-router";
import { hiddenKeys } from "../../engine/index.ts";
import { PageRenderer, preloadKinds, preloadSelectPopover, registry } from "../../renderer/index.ts";
import { PageHeading } from "../layout/PageHeading.tsx";
import { ErrorDialogBoundary } from "../ui/ErrorDialogBoundary.tsx";
import { onIdle, whenIdle } from "../ui/whenIdle.ts";
import { appForm, formStore } from "./appForm.ts";
import { FormButtons } from "./FormButtons.tsx";
import { recordPage } from "./progress.ts";
import type { FormOutletContext } from "./stepNavigation.ts";
import { useFieldFocus } from "./useFieldFocus.ts";

/** Props of FormPage. */
export interface FormPageProps {
  /** The page's id in the schema (its route without the slash). */
  pageId: string;
}

/**
 * Loads the inputs of every page, and a select's open list, once this page has painted and the
 * browser is idle, so that moving to another step draws it at once (the page drawn first has waited for its own) and those
 * bytes never compete with the first paint. A load that fails costs nothing here: the page that
 * needs it loads it again and shows the failure then.
 */
function preloadOtherPagesAtIdle(): void {
  whenIdle(() => {
    preloadSelectPopover();
    void preloadKinds(registry, appForm.pages.flatMap((page) => page.children), "Field").catch(() => undefined);
  });
}

/**
 * One step of the application: the schema's page drawn by the renderer, inside a form whose own
 * submit does nothing (spec section 2), with its buttons. Each visit is recorded as the last page.
 * The page's first section paints with the header and step links, the rest follows.
 */
export function FormPage({ pageId }: FormPageProps) {
  const { navigation, focusSummary } = useOutletContext<FormOutletContext>();
  useEffect(() => recordPage(`/${pageId}`), [pageId]);
  useEffect(preloadOtherPagesAtIdle, []);
  // Every change of an answer asks the engine which keys conditions hide; the first ask builds its
  // walk of the form and reads every condition (about 1.5 ms, 6 ms at 4x CPU). Asked at the first
  // idle moment, typing or not, so that a student's first key or first choice does not pay for it:
  // later asks reuse the answer while no answer a condition reads has changed.
  useEffect(() => onIdle(() => void hiddenKeys(appForm, formStore.getState().answers)), []);
  useFieldFocus();
  // A link to a field (/<page>#<key>, a summary link) needs the whole page drawn to focus it.
  const toField = useLocation().hash.length > 1;
  const page = appForm.pages.find((p) => p.id === pageId);
  if (!page) throw new Error(`the application has no page "${pageId}"`);
  return (
    <>
      <PageHeading title={page.title} />
      <form className="form" noValidate onSubmit={(event) => event.preventDefault()} aria-label={page.title}>
        <PageRenderer key={page.id} page={page} progressive={!toField} />
        <ErrorDialogBoundary>
          <FormButtons pageId={pageId} navigation={navigation} onIncomplete={focusSummary} />
        </ErrorDialogBoundary>
      </form>
    </>
  );
}
