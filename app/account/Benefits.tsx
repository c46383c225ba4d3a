/** The aside of the login page (spec section 1): why a transfer student applies here. */
export function Benefits() {
  return (
    <aside className="benefits" aria-labelledby="benefits-heading">
      <h2 id="benefits-heading" className="benefits__title">
        Applying as a transfer student
      </h2>
      <ul className="benefits__list">
        <li>No application fee</li>
        <li>No recommendation required</li>
        <li>Automatic consideration for merit scholarships</li>
        <li>An admissions decision within two weeks</li>
      </ul>
    </aside>
  );
}
