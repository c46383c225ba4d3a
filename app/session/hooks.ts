import { useStore } from "zustand";
import { type AppState, appStore } from "./appStore.ts";

/** One value of the session snapshot; a component re-renders only when it changes. */
export const useAppStore = <T>(selector: (state: AppState) => T): T => useStore(appStore, selector);

export const useIsLoggedIn = (): boolean => useAppStore((s) => s.isLoggedIn);
