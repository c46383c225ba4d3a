/**
 * The workbench's form store, handed from one version of the schema to the next. The next
 * version's store is made while the workbench renders that version, from the store the page is
 * using at that moment, so the page never draws a new version with the previous store and every
 * answer typed under any version (before or after any save) goes on to the next one.
 */
import { useState } from "react";
import { type FormStore, createFormStore } from "../renderer/index.ts";
import type { LiveSchema } from "./liveSchema.ts";

/** A store for a version of the form that keeps everything the author had entered in `previous`. */
export function carriedStore(live: LiveSchema, previous: FormStore | undefined): FormStore {
  const s = previous?.getState();
  return createFormStore(live.form, s ? { answers: s.answers, isLoggedIn: s.isLoggedIn, isServiceUser: s.isServiceUser, tabs: s.tabs, addAnother: s.addAnother, revealed: s.revealed } : { isLoggedIn: true });
}

/**
 * The store of the version shown, and a way to start it anew (a session switch). A new version
 * gets its store during the render that brings it (React's "adjusting state while rendering"), not
 * in an effect after it: an effect would run once the page had mounted with the old store, and
 * what is typed then would go to a store the next save no longer reads.
 */
export function useVersionStore(live: LiveSchema | undefined): { store: FormStore | undefined; renew: () => void } {
  const [held, setHeld] = useState<{ live: LiveSchema; store: FormStore }>();
  let current = held;
  if (live && live !== held?.live) {
    current = { live, store: carriedStore(live, held?.store) };
    setHeld(current);
  }
  return { store: current?.store, renew: () => current && setHeld({ live: current.live, store: carriedStore(current.live, current.store) }) };
}
