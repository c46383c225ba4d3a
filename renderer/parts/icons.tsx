/** Decorative icons: hidden from assistive technology, which reads the text beside them. */

/** A circled exclamation mark beside an error message. */
export function ErrorIcon() {
  return (
    <svg className="icon" aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <rect x="7.1" y="3.5" width="1.8" height="6" fill="var(--color-white-main)" />
      <rect x="7.1" y="11" width="1.8" height="1.8" fill="var(--color-white-main)" />
    </svg>
  );
}

/** A tick for a checkbox or a met rule. */
export function CheckIcon() {
  return (
    <svg className="icon" aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
      <polyline points="3,8.5 6.5,12 13,4.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
    </svg>
  );
}

/** A small downward chevron on a select button. */
export function ChevronIcon() {
  return (
    <svg className="icon" aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
      <polyline points="3,6 8,11 13,6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** A cross for an unmet rule. */
export function CrossIcon() {
  return (
    <svg className="icon" aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
