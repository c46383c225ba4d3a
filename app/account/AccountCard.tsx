import type { ReactNode } from "react";
import { Link } from "react-aria-components";
import { PageHeading } from "../layout/PageHeading.tsx";
import { carrying } from "../navigation/carry.ts";
import { useNavState } from "../navigation/navState.ts";
import { useWords } from "../words.ts";

/** One link of an account page's footer. */
export interface FooterLink {
  /** Text before the link ("Already have an account?"). */
  lead: string;
  /** The account page. */
  to: "/login" | "/signup" | "/confirm" | "/forgot";
  label: string;
}

/** Props of AccountCard. */
export interface AccountCardProps {
  /** The page's heading. */
  title: string;
  /** The form and its messages. */
  children: ReactNode;
  /** Links to the other account pages, carrying the visitor's answers (spec section 2). */
  links: readonly FooterLink[];
}

/** The card of an account page: heading, form, and a footer linking the other account pages. */
export function AccountCard({ title, children, links }: AccountCardProps) {
  const state = carrying(useNavState());
  return (
    <section className="card" aria-labelledby="card-heading">
      <PageHeading id="card-heading" title={title} />
      {children}
      <nav className="card__footer" aria-label={useWords().account.pages}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              {link.lead}{" "}
              <Link href={link.to} routerOptions={{ state }} className="link">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
