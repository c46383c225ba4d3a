import { useEffect, useRef, useState } from "react";

/**
 * The value, settled: it follows `value` once `wait` ms pass without a change, and at the latest
 * `maxWait` ms after the first change it has not yet followed (lookups: 200 ms, at most 500 ms;
 * spec section 7), so a fast typist still sees suggestions.
 */
export function useDebouncedValue<T>(value: T, wait: number, maxWait: number): T {
  const [settled, setSettled] = useState(value);
  const pendingSince = useRef<number | null>(null);
  useEffect(() => {
    if (Object.is(value, settled)) {
      pendingSince.current = null;
      return;
    }
    const now = Date.now();
    pendingSince.current ??= now;
    const delay = Math.min(wait, Math.max(0, pendingSince.current + maxWait - now));
    const timer = setTimeout(() => {
      pendingSince.current = null;
      setSettled(value);
    }, delay);
    return () => clearTimeout(timer);
  }, [value, settled, wait, maxWait]);
  return settled;
}
