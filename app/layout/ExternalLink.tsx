import type { ReactNode } from "react";
import { useWords } from "../words.ts";

/** Props of ExternalLink. */
export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
}

/** A link to another site, opening in a new tab, which it says (WCAG 3.2.5 advises warning of it). */
export function ExternalLink({ href, children }: ExternalLinkProps) {
  return (
    <a className="link" href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {useWords().common.opensNewTab}</span>
    </a>
  );
}
