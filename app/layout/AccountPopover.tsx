import { Suspense, lazy, useRef } from "react";
import { useOverlayTrigger } from "react-aria";
import { Button } from "react-aria-components";
import { useOverlayTriggerState } from "react-stately";
import { AccountIcon } from "../ui/icons.tsx";
import { loadLater } from "../loadLater.ts";
import { useWords } from "../words.ts";

const AccountPanel = lazy(() => loadLater().then((m) => ({ default: m.AccountPanel })));

/**
 * The account popover of spec section 2: an Account button opening the student's account actions.
 * The button is drawn with the header; the popover's code (react-aria's overlays) loads apart
 * (AccountPanel.tsx), since no page needs it until the button is pressed.
 */
export function AccountPopover() {
  const state = useOverlayTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: "dialog" }, state, triggerRef);
  return (
    <>
      <Button {...triggerProps} ref={triggerRef} className="button button--secondary account-button">
        <AccountIcon />
        {useWords().accountPanel.account}
      </Button>
      {state.isOpen && (
        <Suspense fallback={null}>
          <AccountPanel state={state} triggerRef={triggerRef} overlayProps={overlayProps} />
        </Suspense>
      )}
    </>
  );
}
