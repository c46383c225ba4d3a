import type { ReactNode } from "react";
import { Link } from "react-aria-components";
import { partnerSettings } from "../../schema/partner.ts";
import { SkipLink } from "../layout/SkipLink.tsx";
import type { StaffMe } from "./api.ts";
import { staffHomePath } from "./staffSession.ts";
import { fill, texts } from "./texts.ts";

/** Props of ConsoleHeader. */
export interface ConsoleHeaderProps {
  /** Who is signed in; none on the sign-in page. */
  me?: StaffMe;
  /** The sign-out button. */
  children?: ReactNode;
}

/** The console's header: the skip link, the university's logo and name with the console's, and for a signed-in officer the list, who they are and Sign Out. */
export function ConsoleHeader({ me, children }: ConsoleHeaderProps) {
  return (
    <header className="header staff-header">
      <SkipLink />
      <div className="header__brand">
        <img className="header__logo" src="/logo.svg" alt="" width="40" height="46" />
        <div className="header__names">
          <span className="header__provider">{partnerSettings.providerName}</span>
          <span className="header__title">{texts.consoleName}</span>
        </div>
      </div>
      {me && (
        <div className="staff-header__session">
          <nav aria-label={texts.header.navLabel}>
            <Link href={staffHomePath} className="link">
              {texts.header.applications}
            </Link>
          </nav>
          <span className="staff-header__who">{fill(texts.header.signedInAs, { username: me.username, role: texts.roles[me.role] })}</span>
          {children}
        </div>
      )}
    </header>
  );
}
