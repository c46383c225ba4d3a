import type { ReactNode } from "react";
import { LoadingSpinner } from "../ui/LoadingSpinner.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { mainId } from "./SkipLink.tsx";

/** Props of LoadingFrame. */
export interface LoadingFrameProps {
  /** What shows under the header before the page does (the form's step links), if anything. */
  children?: ReactNode;
}

/**
 * The frame of a page still on its way (its code, or the student's answers): the header and the
 * footer paint at once, with the spinner in place of the page, never a spinner over everything.
 */
export function LoadingFrame({ children }: LoadingFrameProps) {
  return (
    <div className="layout">
      <Header />
      {children}
      <main id={mainId} tabIndex={-1} className="layout__main">
        <LoadingSpinner inPlace />
      </main>
      <Footer />
    </div>
  );
}
