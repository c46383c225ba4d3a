import { useNavigate } from "react-router";
import type { NavState } from "./navState.ts";

/** Navigation that replaces the history entry (spec section 2), with state for the next screen. */
export function useAppNavigate(): (to: string, state?: NavState) => void {
  const navigate = useNavigate();
  return (to, state) => void navigate(to, { replace: true, ...(state ? { state } : {}) });
}
