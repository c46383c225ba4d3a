import { PageRenderer } from "../../renderer/index.ts";
import { PageHeading } from "../layout/PageHeading.tsx";
import { appForm } from "./appForm.ts";

/** Props of FormPage. */
export interface FormPageProps {
  /** The page's id in the schema (its route without the slash). */
  pageId: string;
}

/** One step of the application: the schema's page drawn by the renderer, inside a form whose own submit does nothing (spec section 2). */
export function FormPage({ pageId }: FormPageProps) {
  const page = appForm.pages.find((p) => p.id === pageId);
  if (!page) throw new Error(`the application has no page "${pageId}"`);
  return (
    <>
      <PageHeading title={page.title} />
      <form className="form" noValidate onSubmit={(event) => event.preventDefault()} aria-label={page.title}>
        <PageRenderer page={page} />
      </form>
    </>
  );
}
