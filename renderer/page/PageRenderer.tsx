import { type Page, rootScope } from "../../engine/index.ts";
import { NodeList } from "../registry/NodeRenderer.tsx";

/** Props of PageRenderer. */
export interface PageRendererProps {
  /** The page of the schema to render. */
  page: Page;
}

/**
 * Renders one page of the schema: each node through the registry. Visibility is asked of the
 * engine by the structural renderers (conditions, groups, conditional selects), each
 * subscribed to the one boolean it needs.
 */
export function PageRenderer({ page }: PageRendererProps) {
  return (
    <div className="form-page" data-page={page.id}>
      <NodeList nodes={page.children} scope={rootScope} />
    </div>
  );
}
