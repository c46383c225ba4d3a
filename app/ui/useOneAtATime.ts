import { useRef } from "react";

/** What a press starts: the promise of its sending, or nothing when it sends nothing (a check refused it). */
export type Sending = Promise<unknown> | undefined;

/**
 * A press that sends, one at a time: while what the last press sent is on its way, a new press does
 * nothing. The mark is set in the press itself. A pending flag read from the last render comes a
 * render late, so two presses in one task (a double press on a busy machine, or the presses a
 * prerendered page kept until takeover, handed over back to back) would both send: two logins
 * counted against the lockout, a second sign-up refused as a duplicate. A failed sending is
 * reported where it is started (the mutation's own onError); here it only ends the wait.
 */
export function useOneAtATime(): (send: () => Sending) => void {
  const sending = useRef(false);
  return (send) => {
    if (sending.current) return;
    const sent = send();
    if (!sent) return;
    sending.current = true;
    const done = (): void => {
      sending.current = false;
    };
    sent.then(done, done);
  };
}
