import { Button } from "react-aria-components";
import { idleTimeoutMs } from "../../engine/index.ts";
import { useInactivity } from "../session/useInactivity.ts";
import { Modal } from "../ui/Modal.tsx";
import { staffLogoutRequest } from "./api.ts";
import { endStaffSession } from "./staffSession.ts";
import { fill, texts } from "./texts.ts";

/** Props of IdleWarning. */
export interface IdleWarningProps {
  /** Signs out now (the warning's Sign Out). */
  onSignOut: () => void;
}

/** The server has ended an idle session too; asking it to is for the audit trail's sign-out. */
function signOutIdle(): void {
  staffLogoutRequest().catch(() => undefined);
  endStaffSession({ error: fill(texts.idle.signedOut, { minutes: Math.round(idleTimeoutMs / 60_000) }) });
}

/**
 * The students' inactivity rule for staff (the server ends a staff session after the same 15 idle
 * minutes): a warning one minute before, then the sign-in page saying why. The timer is the
 * students' (session/useInactivity.ts), so a tab left in the background is signed out when it shows again.
 */
export function IdleWarning({ onSignOut }: IdleWarningProps) {
  const { warning, resume } = useInactivity(true, signOutIdle);
  return (
    <Modal
      isOpen={warning}
      onClose={resume}
      title={texts.idle.title}
      role="alertdialog"
      isDismissable={false}
      actions={
        <>
          <Button className="button button--secondary" onPress={onSignOut}>
            {texts.idle.signOut}
          </Button>
          <Button className="button button--primary" onPress={resume} autoFocus>
            {texts.idle.continue}
          </Button>
        </>
      }
    >
      <p>{texts.idle.text}</p>
    </Modal>
  );
}
