import { type ReactNode, useEffect, useRef } from "react";
import { partnerSettings } from "../formTexts.ts";

// The heading of the page a browser opened stays unfocused (the page starts at the top, as any
// page does); after that, every new screen's heading takes focus.
let firstScreen = true;

/** Props of PageHeading. */
export interface PageHeadingProps {
  /** The screen's name: the heading and the start of the document title. */
  title: string;
  /** The heading's content, when it is more than the title. */
  children?: ReactNode;
  /** An id, for a region the heading names. */
  id?: string;
  /** What the document title names after the screen: the application's title, unless another (the office's console). */
  site?: string;
}

/**
 * The h1 of a screen. On a route change it takes focus, so a screen reader announces the new
 * screen and keyboard users start from its top (WCAG 2.4.3); it also names the document (2.4.2).
 */
export function PageHeading({ title, children, id, site = partnerSettings.applicationTitle }: PageHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} | ${site}`;
    if (firstScreen) firstScreen = false;
    else heading.current?.focus();
  }, [title, site]);
  return (
    <h1 ref={heading} id={id} tabIndex={-1} className="page-heading">
      {children ?? title}
    </h1>
  );
}
