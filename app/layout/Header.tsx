import logoUrl from "../../schema/generated/form/logo.ts";
import theme from "../../schema/generated/form/theme.ts";
import { useAppStore } from "../session/hooks.ts";
import { ErrorDialogBoundary } from "../ui/ErrorDialogBoundary.tsx";
import { AccountPopover } from "./AccountPopover.tsx";
import { LanguagePicker } from "./LanguagePicker.tsx";
import { SkipLink } from "./SkipLink.tsx";
import { partnerSettings } from "../formTexts.ts";

/**
 * The header of spec section 2: the skip link, the university's logo and name, the application's
 * title, the choice of language (when the form has more than one) and the account popover. Hidden
 * for staff.
 */
export function Header() {
  const isServiceUser = useAppStore((s) => s.isServiceUser);
  if (isServiceUser) return null;
  return (
    <header className="header">
      <SkipLink />
      <div className="header__brand">
        {/* The name beside it says what the logo says. */}
        <img className="header__logo" src={logoUrl} alt="" width={theme.logo.width} height={theme.logo.height} />
        <div className="header__names">
          <span className="header__provider">{partnerSettings.providerName}</span>
          <span className="header__title">{partnerSettings.applicationTitle}</span>
        </div>
      </div>
      <div className="header__actions">
        <LanguagePicker />
        <ErrorDialogBoundary>
          <AccountPopover />
        </ErrorDialogBoundary>
      </div>
    </header>
  );
}
