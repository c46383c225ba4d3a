import { useMutation, useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { Button } from "react-aria-components";
import { Navigate, Outlet, useLocation } from "react-router";
import { isUnauthorized } from "../api/errors.ts";
import { mainId } from "../layout/SkipLink.tsx";
import { LoadingSpinner } from "../ui/LoadingSpinner.tsx";
import { type StaffMe, meQuery, staffMutations } from "./api.ts";
import { ConsoleHeader } from "./ConsoleHeader.tsx";
import { IdleWarning } from "./IdleWarning.tsx";
import { LoadFailed } from "./LoadFailed.tsx";
import { endStaffSession, staffLoginPath } from "./staffSession.ts";
import { texts } from "./texts.ts";

/** Signs out: the server ends the session (a failure is fine, it may have ended already), then the sign-in page says so. */
export function useSignOut(): { signOut: () => void; isPending: boolean } {
  const logout = useMutation(staffMutations.logout());
  const signOut = () => logout.mutate(undefined, { onSettled: () => endStaffSession({ success: texts.signIn.signedOut }) });
  return { signOut, isPending: logout.isPending };
}

/** The frame of a signed-in page: the header, the page, the inactivity warning. */
function SignedInFrame({ me }: { me: StaffMe }) {
  const { signOut, isPending } = useSignOut();
  return (
    <div className="layout staff">
      <ConsoleHeader me={me}>
        <Button className="button button--secondary" onPress={signOut}>
          {texts.header.signOut}
        </Button>
      </ConsoleHeader>
      <main id={mainId} tabIndex={-1} className="layout__main staff__main">
        <Suspense fallback={<LoadingSpinner inPlace />}>
          <Outlet context={me} />
        </Suspense>
      </main>
      <IdleWarning onSignOut={signOut} />
      {isPending && <LoadingSpinner />}
    </div>
  );
}

/**
 * The gate of every console page but sign-in: who is signed in (GET /staff-api/me). No staff
 * session (none, an ended one, a student's) opens the sign-in page, which comes back here after.
 */
export function SignedIn() {
  const me = useQuery(meQuery());
  const { pathname, search } = useLocation();
  if (me.isPending) return <LoadingSpinner />;
  if (me.isError) {
    if (isUnauthorized(me.error)) return <Navigate to={staffLoginPath} replace state={{ returnTo: `${pathname}${search}` }} />;
    return (
      <main id={mainId} tabIndex={-1} className="layout__main staff__main">
        <LoadFailed error={me.error} onRetry={() => void me.refetch()} />
      </main>
    );
  }
  return <SignedInFrame me={me.data} />;
}
