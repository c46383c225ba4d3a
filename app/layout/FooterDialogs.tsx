import { type ReactNode, useState } from "react";
import { Button } from "react-aria-components";
import { partnerSettings } from "../../schema/partner.ts";
import { Modal } from "../ui/Modal.tsx";
import { ExternalLink } from "./ExternalLink.tsx";

/** Props of FooterDialog. */
interface FooterDialogProps {
  /** The button's text and the dialog's heading. */
  title: string;
  /** The dialog's text. */
  children: ReactNode;
}

/** A footer button opening a medium dialog of information. */
function FooterDialog({ title, children }: FooterDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button className="footer__button" onPress={() => setOpen(true)}>
        {title}
      </Button>
      <Modal isOpen={isOpen} onClose={() => setOpen(false)} title={title} size="medium">
        {children}
      </Modal>
    </>
  );
}

const mailto = (address: string) => (
  <a className="link" href={`mailto:${address}`}>
    {address}
  </a>
);

/** Help (spec section 1): technical help by e-mail, a PDF reader, the admissions office. */
export function HelpDialog() {
  const { helpEmail, admissionsEmail, phone, links } = partnerSettings;
  return (
    <FooterDialog title="Help">
      <h3 className="modal__subtitle">Technical help</h3>
      <p>For help with this website, e-mail {mailto(helpEmail)}.</p>
      <p>
        The application and your documents are PDF files. To open them you need a PDF reader: <ExternalLink href={links.pdfReader}>download a PDF reader</ExternalLink>.
      </p>
      <h3 className="modal__subtitle">Admissions office</h3>
      <p>
        For questions about admission, e-mail {mailto(admissionsEmail)} or call {phone}.
      </p>
    </FooterDialog>
  );
}

/** Privacy (spec section 1): the privacy policy and the cookie notice. */
export function PrivacyDialog() {
  const { providerName, links } = partnerSettings;
  return (
    <FooterDialog title="Privacy">
      <h3 className="modal__subtitle">Privacy policy</h3>
      <p>
        {providerName} uses the information in your application only to consider you for admission and scholarships. Read the{" "}
        <ExternalLink href={links.privacyPolicy}>privacy policy</ExternalLink>.
      </p>
      <h3 className="modal__subtitle">Cookies</h3>
      <p>
        This application sets cookies only to keep you logged in. They end when you log out, or after 15 minutes without activity. Answers you
        type before logging in are kept in this browser until you create an account or log in, and are then saved to your account.
      </p>
    </FooterDialog>
  );
}
