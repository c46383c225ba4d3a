import { useEffect } from "react";
import { useLocation } from "react-router";
import { readNavState } from "../navigation/navState.ts";
import { toast } from "../ui/toasts.ts";

// Each history entry's notices show once, even when its screen renders again.
const shown = new Set<string>();

/**
 * Spec section 2: the notices handed over in navigation state show as toasts: a success, and an
 * error that belongs to the page arrived at (the answers a login could not save), raised here so
 * that leaving the previous page does not close it.
 */
export function useNoticesFromState(): void {
  const location = useLocation();
  useEffect(() => {
    const { success, error } = readNavState(location.state);
    if ((!success && !error) || shown.has(location.key)) return;
    shown.add(location.key);
    if (success) toast.success(success);
    if (error) toast.error(error);
  }, [location]);
}
