/**
 * The full-screen loading spinner (spec sections 2 and 9): above everything, announced politely
 * by its text 'loading spinner'.
 */
export function LoadingSpinner() {
  return (
    <div className="loading-screen" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">loading spinner</span>
    </div>
  );
}
