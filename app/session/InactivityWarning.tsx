import { Button } from "react-aria-components";
import { LoadingSpinner } from "../ui/LoadingSpinner.tsx";
import { Modal } from "../ui/Modal.tsx";
import { useIsLoggedIn } from "./hooks.ts";
import { useInactivity } from "./useInactivity.ts";
import { useLogout } from "./useLogout.ts";

/**
 * The inactivity warning (spec section 4): a minute before the automatic logout, the student may
 * continue or log out. Closing the dialog any other way (Escape, the close icon) continues.
 */
export function InactivityWarning() {
  const isLoggedIn = useIsLoggedIn();
  const { warning, resume } = useInactivity(isLoggedIn);
  const { logOut, isPending } = useLogout();
  return (
    <Modal
      isOpen={warning}
      onClose={resume}
      title="Are you still there?"
      role="alertdialog"
      isDismissable={false}
      actions={
        <>
          <Button className="button button--secondary" onPress={logOut}>
            Log Out
          </Button>
          <Button className="button button--primary" onPress={resume} autoFocus>
            Continue
          </Button>
        </>
      }
    >
      {isPending && <LoadingSpinner />}
      <p>For your security, you will be logged out in one minute because you have been inactive. Choose Continue to stay logged in.</p>
    </Modal>
  );
}
