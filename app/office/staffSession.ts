/**
 * The console's server state and its session: a QueryClient of its own, so that no student query
 * or student session handler (api/queryClient.ts, session/endSession.ts) ever sees a staff call,
 * and a 401 on any staff call ends the staff session in the browser and opens /staff/login saying
 * why, as a 401 does for a student (README, "Sessions").
 */
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isUnauthorized, messageOf } from "../api/errors.ts";
import type { NavState } from "../navigation/navState.ts";
import { staffKeys } from "./api.ts";

export const staffLoginPath = "/staff/login";
export const staffHomePath = "/staff";

type Navigate = (to: string, state: NavState) => void;
let navigate: Navigate = () => undefined;

/** The console's router navigate, given as it mounts (Console.tsx). */
export function bindStaffNavigation(to: Navigate): void {
  navigate = to;
}

/**
 * Forgets every staff call's answer and opens the sign-in page with `state`. Only a session that
 * was signed in in this page has anything to end: before that, the gate (SignedIn.tsx) sends a
 * visitor to sign in without a message.
 */
export function endStaffSession(state: NavState): void {
  staffQueryClient.clear();
  navigate(staffLoginPath, state);
}

const lost = (error: unknown): void => {
  if (!isUnauthorized(error) || !staffQueryClient.getQueryData(staffKeys.me)) return;
  endStaffSession({ error: messageOf(error) });
};

/** As the students' client: no retry, no refetch on focus; a lost session signs out instead of failing the page. */
export const staffQueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: lost }),
  mutationCache: new MutationCache({ onError: lost }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY, throwOnError: false },
    mutations: { retry: false },
  },
});
