import { use, useLayoutEffect, useMemo, useRef, useState } from "react";
import { type Node, type Page, rootScope } from "../../engine/index.ts";
import { NodeRenderer } from "../registry/NodeRenderer.tsx";
import { type DrawingPart, DrawingPartContext } from "./drawingPart.ts";
import { useSizedParts } from "./sizedParts.ts";
import { typingPaused } from "./typingPause.ts";
import { useKindsLoaded } from "./useKindsLoaded.ts";
import { useProgressiveCount } from "./useProgressiveCount.ts";

/** Props of PageRenderer. */
export interface PageRendererProps {
  /** The page of the schema to render. */
  page: Page;
  /**
   * Draws the page's first part (its first section) in the first frame and the others after it,
   * one per transition, so the page shows and takes input before a long page is all drawn; the
   * page is aria-busy meanwhile. Off (everything at once) for print and service views, stories
   * and tests. Turning it off midway draws the rest at once.
   */
  progressive?: boolean;
}

/**
 * Holds a part's transition back while the student types, read after its content: a part whose
 * last node was drawn before they started is not put on the page between two of their keys
 * (putting it there does not yield) but at their next pause. Each node of the part waits the same
 * way before it is drawn (see drawingPart.ts), so none is begun while they type.
 */
function UntilTypingPause() {
  use(typingPaused());
  return null;
}

/**
 * One part of a page (a section), drawn once the code of every kind in it, shown or not, is there:
 * it then appears whole, and no field in it appears later and moves what is below it. A part
 * drawn `later` (after the page's first) is drawn only while the student is not typing.
 */
function PagePart({ node, later }: { node: Node; later: boolean }) {
  useKindsLoaded([node]);
  const [drawing] = useState<DrawingPart | null>(() => (later ? { drawn: false } : null));
  useLayoutEffect(() => {
    if (drawing) drawing.drawn = true;
  }, [drawing]);
  return (
    <DrawingPartContext value={drawing}>
      <NodeRenderer node={node} scope={rootScope} />
      {later && <UntilTypingPause />}
    </DrawingPartContext>
  );
}

/**
 * Renders one page of the schema: each node through the registry. Visibility is asked of the
 * engine by the structural renderers (conditions, groups, conditional selects), each
 * subscribed to the one boolean it needs. Each part waits (suspends) until the code of its kinds
 * is there, so a page's first section does not wait for the code of the ones below it: drawn
 * progressively, a part that waits holds back those after it while the drawn ones stay and take
 * input; drawn at once, the page waits for all of them.
 */
export function PageRenderer({ page, progressive = false }: PageRendererProps) {
  // The same elements each render, so drawing one more part does not render the drawn ones again.
  // The schema is fixed while it is shown, so a node's position is a stable key.
  const parts = useMemo(() => page.children.map((node, i) => <PagePart key={i} node={node} later={progressive && i > 0} />), [page, progressive]);
  const count = useProgressiveCount(parts.length, 1, !progressive);
  const drawn = useRef<HTMLDivElement>(null);
  useSizedParts(drawn, count);
  return (
    <div ref={drawn} className="form-page" data-page={page.id} aria-busy={count < parts.length || undefined}>
      {parts.slice(0, count)}
    </div>
  );
}
