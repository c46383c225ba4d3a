import { Button } from "react-aria-components";
import { LoadingSpinner } from "../ui/LoadingSpinner.tsx";
import { Modal } from "../ui/Modal.tsx";
import { useIsLoggedIn } from "./hooks.ts";
import { useInactivity } from "./useInactivity.ts";
import { useLogout } from "./useLogout.ts";
import { useWords } from "../words.ts";

/**
 * The inactivity warning (spec section 4): a minute before the automatic logout, the student may
 * continue or log out. Closing the dialog any other way (Escape, the close icon) continues.
 */
export function InactivityWarning() {
  const isLoggedIn = useIsLoggedIn();
  const { warning, resume } = useInactivity(isLoggedIn);
  const { logOut, isPending } = useLogout();
  const t = useWords().inactivity;
  return (
    <Modal
      isOpen={warning}
      onClose={resume}
      title={t.title}
      role="alertdialog"
      isDismissable={false}
      actions={
        <>
          <Button className="button button--secondary" onPress={logOut}>
            {t.logOut}
          </Button>
          <Button className="button button--primary" onPress={resume} autoFocus>
            {t.stay}
          </Button>
        </>
      }
    >
      {isPending && <LoadingSpinner />}
      <p>{t.text}</p>
    </Modal>
  );
}
