import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isUnauthorized } from "./errors.ts";

/** Whoever handles a lost session (session/endSession.ts); set once at start. */
let onUnauthorized: (error: unknown) => void = () => undefined;

export function handleUnauthorized(handler: (error: unknown) => void): void {
  onUnauthorized = handler;
}

/** Every failed call passes here; calls made outside a query or mutation call it themselves. */
export const reportFailure = (error: unknown): void => {
  if (isUnauthorized(error)) onUnauthorized(error);
};

/**
 * Server state (spec section 7): no retry, no refetch on focus or mount, cached until
 * invalidated. A query's failure goes to the error boundary, except a lost session, which logs
 * the student out instead (spec section 8); account forms handle their mutations' failures.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: reportFailure }),
  mutationCache: new MutationCache({ onError: reportFailure }),
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      throwOnError: (error) => !isUnauthorized(error),
    },
    mutations: { retry: false },
  },
});
