import { useWords } from "../words.ts";

/** Props of LoadingSpinner. */
export interface LoadingSpinnerProps {
  /** Shown in place of one part of a page (the form body under its header and step links) instead of over everything. */
  inPlace?: boolean;
}

/**
 * The loading spinner (spec sections 2 and 9): full-screen, above everything, or in place of the
 * part of a page still loading; announced politely by its text 'loading spinner'.
 */
export function LoadingSpinner({ inPlace = false }: LoadingSpinnerProps) {
  return (
    <div className={inPlace ? "loading-in-place" : "loading-screen"} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{useWords().common.loading}</span>
    </div>
  );
}
