import type { ReactNode } from "react";

/** Decorative icons: hidden from assistive technology, which reads the text beside them. */

/** The 16-pixel frame every icon draws in, sized and coloured by the text around it. */
export function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className="icon" aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
      {children}
    </svg>
  );
}

/** A circled exclamation mark beside an error message. */
export function ErrorIcon() {
  return (
    <Icon>
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <rect x="7.1" y="3.5" width="1.8" height="6" fill="var(--color-white-main)" />
      <rect x="7.1" y="11" width="1.8" height="1.8" fill="var(--color-white-main)" />
    </Icon>
  );
}

/** A tick for a checkbox or a met rule. */
export function CheckIcon() {
  return (
    <Icon>
      <polyline points="3,8.5 6.5,12 13,4.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
    </Icon>
  );
}

/** A small downward chevron on a select button. */
export function ChevronIcon() {
  return (
    <Icon>
      <polyline points="3,6 8,11 13,6" fill="none" stroke="currentColor" strokeWidth="2" />
    </Icon>
  );
}

/** A cross: an unmet rule, and the shell's close buttons. */
export function CrossIcon() {
  return (
    <Icon>
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" />
    </Icon>
  );
}
