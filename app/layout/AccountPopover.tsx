import { Button, Dialog, DialogTrigger, Heading, Link, Popover } from "react-aria-components";
import { CrossIcon } from "../../renderer/index.ts";
import { carrying } from "../navigation/carry.ts";
import { useNavState } from "../navigation/navState.ts";
import { useAppStore, useIsLoggedIn } from "../session/hooks.ts";
import { useLogout } from "../session/useLogout.ts";
import { AccountIcon, MailIcon } from "../ui/icons.tsx";
import { LoadingSpinner } from "../ui/LoadingSpinner.tsx";

/** A logged-in student: who they are, and the way out. */
function LoggedIn() {
  const username = useAppStore((s) => s.username);
  const { logOut, isPending } = useLogout();
  return (
    <>
      {username && (
        <p className="account-popover__user">
          <MailIcon />
          <span>{username}</span>
        </p>
      )}
      <Button className="button button--primary button--account" onPress={logOut}>
        Log Out
      </Button>
      {isPending && <LoadingSpinner />}
    </>
  );
}

/** A visitor: the ways in, both carrying the answers typed so far. */
function LoggedOut() {
  const state = carrying(useNavState());
  return (
    <>
      <Link href="/login" routerOptions={{ state }} className="button button--primary button--account">
        Sign In
      </Link>
      <Link href="/signup" routerOptions={{ state }} className="button button--secondary button--account">
        Create Account
      </Link>
    </>
  );
}

/** The account popover of spec section 2: an Account button opening the student's account actions. */
export function AccountPopover() {
  const isLoggedIn = useIsLoggedIn();
  return (
    <DialogTrigger>
      <Button className="button button--secondary account-button">
        <AccountIcon />
        Account
      </Button>
      {/* Spec section 9: the popover sits 5 px from its button. */}
      <Popover className="popover" placement="bottom end" offset={5}>
        <Dialog className="account-popover">
          {({ close }) => (
            <>
              <div className="account-popover__header">
                <Heading slot="title" level={2} className="account-popover__title">
                  Account
                </Heading>
                <Button className="icon-button" aria-label="Close" onPress={close}>
                  <CrossIcon />
                </Button>
              </div>
              {isLoggedIn ? <LoggedIn /> : <LoggedOut />}
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
