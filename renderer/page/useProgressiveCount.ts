import { startTransition, useEffect, useState } from "react";
import { afterTypingPause } from "./typingPause.ts";

/**
 * How many of `total` parts to draw: `first` in the first render, then one more in each
 * transition until all are drawn. React renders a transition in slices that yield to the browser,
 * so the first parts paint at once and a keystroke meanwhile is not held up by the rest; each part
 * waits for a pause in the student's typing, since a transition's last step (putting the part on
 * the page) does not yield and would delay the next key's paint. `all` draws every part now (a link
 * to a field further down needs it there to focus it).
 */
export function useProgressiveCount(total: number, first: number, all: boolean): number {
  const [count, setCount] = useState(() => Math.min(first, total));
  // Once all are drawn they stay drawn, should `all` turn off again (the link's hash left behind).
  const [whole, setWhole] = useState(all);
  if (all && !whole) setWhole(true);
  useEffect(() => {
    if (whole || count >= total) return;
    return afterTypingPause(() => startTransition(() => setCount((n) => n + 1)));
  }, [whole, count, total]);
  return whole || all ? total : count;
}
