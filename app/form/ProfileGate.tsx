import { useQuery } from "@tanstack/react-query";
import { useLayoutEffect, useState } from "react";
import { Outlet } from "react-router";
import { addAnotherQuery } from "../api/queries/addAnother.ts";
import { profileQuery } from "../api/queries/profile.ts";
import { useIsLoggedIn } from "../session/hooks.ts";
import { LoadingSpinner } from "../ui/LoadingSpinner.tsx";
import { isLoaded, loadProfile } from "./loadProfile.ts";

/**
 * The group of routes that load the student's profile on entry (spec section 2): the form pages
 * and the completion page. Student data is asked for only while logged in (spec section 6); a
 * visitor goes straight in. Failures go to the error boundary, a lost session to /login.
 */
export function ProfileGate() {
  const isLoggedIn = useIsLoggedIn();
  const profile = useQuery({ ...profileQuery(), enabled: isLoggedIn });
  const addAnother = useQuery({ ...addAnotherQuery(), enabled: isLoggedIn });
  // The stores change outside React; this count renders the gate again once they hold the data.
  const [, setLoads] = useState(0);
  // Into the stores before the page paints, so no field shows empty for a frame.
  useLayoutEffect(() => {
    if (!profile.data || !addAnother.data || isLoaded(profile.data, addAnother.data)) return;
    loadProfile(profile.data, addAnother.data);
    setLoads((n) => n + 1);
  }, [profile.data, addAnother.data]);
  if (isLoggedIn && !isLoaded(profile.data, addAnother.data)) return <LoadingSpinner />;
  return <Outlet />;
}
