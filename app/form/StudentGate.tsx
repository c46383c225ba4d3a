import { useQuery } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { messageOf } from "../api/errors.ts";
import { addAnotherQuery } from "../api/queries/addAnother.ts";
import { profileQuery } from "../api/queries/profile.ts";
import { tmpAnswersQuery } from "../api/queries/tokens.ts";
import type { Profile } from "../api/types.ts";
import { appStore } from "../session/appStore.ts";
import { useIsLoggedIn } from "../session/hooks.ts";
import { toast } from "../ui/toasts.ts";
import { appForm, formStore } from "./appForm.ts";
import { FormShell } from "./FormShell.tsx";
import { isLoaded, loadProfile } from "./loadProfile.ts";
import { startIfNew } from "./progress.ts";

/** Props of StudentGate. */
export interface StudentGateProps {
  /** The `token` entry parameter: a temporary public answer set for a visitor. */
  token: string | null;
}

const formPaths = new Set(appForm.pages.map((p) => `/${p.id}`));

/** Spec section 2: after the profile loads, a student who has not changed page yet goes to the saved last page. */
function lastPageTarget(profile: Profile, pathname: string): string | null {
  const target = profile.last_page;
  const { hasChangedPage, webStatus } = appStore.getState();
  if (!target || target === pathname || !formPaths.has(target) || hasChangedPage || webStatus === "submitted") return null;
  return target;
}

/**
 * A student's or visitor's way into the form: the logged-in student's profile is loaded into the
 * stores before the page draws (spec section 2; student data only while logged in, section 6), a
 * new student is started, and the saved last page applied. A visitor may open a temporary answer
 * set with `token`; a logged-in student keeps their own answers. Failures go to the error
 * boundary, a lost session to /login.
 */
export function StudentGate({ token }: StudentGateProps) {
  const isLoggedIn = useIsLoggedIn();
  const { pathname, search } = useLocation();
  const profile = useQuery({ ...profileQuery(), enabled: isLoggedIn });
  const addAnother = useQuery({ ...addAnotherQuery(), enabled: isLoggedIn });
  const tmp = useQuery({ ...tmpAnswersQuery(token ?? ""), enabled: !isLoggedIn && token !== null, throwOnError: false });
  // The stores change outside React; this count renders the gate again once they hold the data.
  const [, setLoads] = useState(0);
  // The profile whose last page was applied: a student lands on it once, right after the profile
  // loads, not each time they open another page by its address.
  const [lastPageDone, setLastPageDone] = useState<Profile | null>(null);
  const loaded = isLoaded(profile.data, addAnother.data);
  // Into the stores before the page paints, so no field shows empty for a frame.
  useLayoutEffect(() => {
    if (!profile.data || !addAnother.data || isLoaded(profile.data, addAnother.data)) return;
    loadProfile(profile.data, addAnother.data);
    startIfNew();
    setLoads((n) => n + 1);
  }, [profile.data, addAnother.data]);
  useLayoutEffect(() => {
    if (tmp.data) formStore.getState().loadAnswers(tmp.data.answer);
  }, [tmp.data]);
  const target = isLoggedIn && loaded && profile.data && lastPageDone !== profile.data ? lastPageTarget(profile.data, pathname) : null;
  useEffect(() => {
    // Done once the student is on the last page (or has none to go to), not when the way there starts.
    if (loaded && profile.data && target === null) setLastPageDone(profile.data);
  }, [loaded, profile.data, target]);
  useEffect(() => {
    // An expired or wrong link still opens the form, empty, and says why.
    if (tmp.isError) toast.error(messageOf(tmp.error));
  }, [tmp.isError, tmp.error]);
  // The header and step links show at once, with the spinner in place of the page.
  if (isLoggedIn && (!loaded || !profile.data)) return <FormShell />;
  if (!isLoggedIn && token !== null && tmp.isPending) return <FormShell />;
  // The page asked for is not drawn on the way to the last page: the spinner stays until it opens.
  if (target) {
    return (
      <>
        <Navigate to={{ pathname: target, search }} replace />
        <FormShell />
      </>
    );
  }
  return <Outlet />;
}
