import { useEffect } from "react";
import { useLocation } from "react-router";
import { readNavState } from "../navigation/navState.ts";
import { toast } from "../ui/toasts.ts";

// Each history entry's notice shows once, even when its screen renders again.
const shown = new Set<string>();

/** Spec section 2: a success notice handed over in navigation state shows as a success toast. */
export function useSuccessFromState(): void {
  const location = useLocation();
  useEffect(() => {
    const { success } = readNavState(location.state);
    if (!success || shown.has(location.key)) return;
    shown.add(location.key);
    toast.success(success);
  }, [location]);
}
