import type { RefObject } from "react";
import type { AriaDialogProps } from "react-aria";
import { Button, Dialog, Heading, Link, OverlayTriggerStateContext, Popover } from "react-aria-components";
import type { OverlayTriggerState } from "react-stately";
import { CrossIcon } from "../../renderer/index.ts";
import { carrying } from "../navigation/carry.ts";
import { useNavState } from "../navigation/navState.ts";
import { useAppStore, useIsLoggedIn } from "../session/hooks.ts";
import { useLogout } from "../session/useLogout.ts";
import { MailIcon } from "../ui/icons.tsx";
import { LoadingSpinner } from "../ui/LoadingSpinner.tsx";
import { useWords } from "../words.ts";

/** A logged-in student: who they are, and the way out. */
function LoggedIn() {
  const username = useAppStore((s) => s.username);
  const { logOut, isPending } = useLogout();
  const t = useWords().accountPanel;
  return (
    <>
      {username && (
        <p className="account-popover__user">
          <MailIcon />
          <span>{username}</span>
        </p>
      )}
      <Button className="button button--primary button--account" onPress={logOut}>
        {t.logOut}
      </Button>
      {isPending && <LoadingSpinner />}
    </>
  );
}

/** A visitor: the ways in, both carrying the answers typed so far. */
function LoggedOut() {
  const state = carrying(useNavState());
  const t = useWords().accountPanel;
  return (
    <>
      <Link href="/login" routerOptions={{ state }} className="button button--primary button--account">
        {t.signIn}
      </Link>
      <Link href="/signup" routerOptions={{ state }} className="button button--secondary button--account">
        {t.createAccount}
      </Link>
    </>
  );
}

/** Props of AccountPanel. */
export interface AccountPanelProps {
  /** The Account button's open state (AccountPopover.tsx). */
  state: OverlayTriggerState;
  /** The Account button, which the popover sits under and gives focus back to. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The dialog's id and label from the button (react-aria's useOverlayTrigger). */
  overlayProps: AriaDialogProps;
}

/**
 * The account popover's panel: the student's account actions in a dialog under the Account
 * button, drawn as react-aria-components' DialogTrigger would draw it, from the button's state.
 */
export function AccountPanel({ state, triggerRef, overlayProps }: AccountPanelProps) {
  const isLoggedIn = useIsLoggedIn();
  const words = useWords();
  return (
    <OverlayTriggerStateContext.Provider value={state}>
      {/* Spec section 9: the popover sits 5 px from its button. */}
      <Popover className="popover" triggerRef={triggerRef} placement="bottom end" offset={5}>
        <Dialog {...overlayProps} className="account-popover">
          <div className="account-popover__header">
            <Heading slot="title" level={2} className="account-popover__title">
              {words.accountPanel.account}
            </Heading>
            <Button className="icon-button" aria-label={words.common.close} onPress={state.close}>
              <CrossIcon />
            </Button>
          </div>
          {isLoggedIn ? <LoggedIn /> : <LoggedOut />}
        </Dialog>
      </Popover>
    </OverlayTriggerStateContext.Provider>
  );
}
