import { useAppStore } from "../session/hooks.ts";
import { HelpDialog, PrivacyDialog } from "./FooterDialogs.tsx";
import { partnerSettings } from "../formTexts.ts";

/** The footer of spec section 1: the provider's name and address, Help and Privacy. Hidden for staff. */
export function Footer() {
  const isServiceUser = useAppStore((s) => s.isServiceUser);
  if (isServiceUser) return null;
  const { providerName, addressLines } = partnerSettings;
  return (
    <footer className="footer">
      <address className="footer__address">
        <span className="footer__provider">{providerName}</span>
        {addressLines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <div className="footer__actions">
        <HelpDialog />
        <PrivacyDialog />
      </div>
    </footer>
  );
}
