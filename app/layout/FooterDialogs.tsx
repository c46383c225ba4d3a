import { useState } from "react";
import { Button } from "react-aria-components";
import type { TextRun } from "../../engine/index.ts";
import { Modal } from "../ui/Modal.tsx";
import { ExternalLink } from "./ExternalLink.tsx";
import { type ShownDialog, shownDialog } from "./footerText.ts";

/** Props of FooterDialog. */
interface FooterDialogProps {
  /** The dialog's text (schema/footer.json, its tokens filled); its title is the button's text too. */
  dialog: ShownDialog;
}

/** A link of the dialog's text: an e-mail address opens the mail program, any other address a new tab. */
function Run({ run }: { run: TextRun }) {
  if (!("href" in run)) return run.text;
  if (run.href.startsWith("mailto:")) {
    return (
      <a className="link" href={run.href}>
        {run.text}
      </a>
    );
  }
  return <ExternalLink href={run.href}>{run.text}</ExternalLink>;
}

/** A footer button opening a medium dialog of information. */
function FooterDialog({ dialog }: FooterDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button className="footer__button" onPress={() => setOpen(true)}>
        {dialog.title}
      </Button>
      <Modal isOpen={isOpen} onClose={() => setOpen(false)} title={dialog.title} size="medium">
        {dialog.sections.map((section) => (
          <section key={section.heading}>
            <h3 className="modal__subtitle">{section.heading}</h3>
            {/* Fixed data, never reordered: a paragraph's or a run's position is its identity. */}
            {section.paragraphs.map((runs, i) => (
              <p key={i}>
                {runs.map((run, j) => (
                  <Run key={j} run={run} />
                ))}
              </p>
            ))}
          </section>
        ))}
      </Modal>
    </>
  );
}

/** Help (spec section 1): technical help by e-mail, a PDF reader, the admissions office. */
export function HelpDialog() {
  return <FooterDialog dialog={shownDialog("help")} />;
}

/** Privacy (spec section 1): the privacy policy, and what the app keeps in the browser. */
export function PrivacyDialog() {
  return <FooterDialog dialog={shownDialog("privacy")} />;
}
