import { type ComponentType, type ReactNode, use } from "react";

/** What a component whose code loads on demand offers besides drawing. */
export interface Preloadable {
  /** Starts loading the code (once; again after a failure) and resolves when it is there. */
  preload(): Promise<unknown>;
}

/** A component whose code loads on demand. */
export type LazyComponent<P extends object> = ((props: P) => ReactNode) & Preloadable;

/** Whether a registry's component loads on demand. */
export function isPreloadable<C extends object>(component: C): component is C & Preloadable {
  return "preload" in component;
}

/**
 * A promise that records how it settled in the fields React's `use` reads (the convention of
 * Suspense-ready libraries), so that `use` returns its value at once, without suspending, once
 * it has resolved, even if React never saw it pending (a preload).
 */
function settledInPlace<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: "fulfilled", value }),
    (reason: unknown) => Object.assign(promise, { status: "rejected", reason }),
  );
  return promise;
}

/**
 * A component loaded by `load` when first drawn or preloaded. Unlike React.lazy, once its code
 * is there it draws in the same render, never suspending again, so a page whose kinds were
 * preloaded draws in one go, without fallbacks or a jump.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= settledInPlace(
      load().catch((error: unknown) => {
        // A load that failed (the network) is tried again by the next render or preload.
        loading = undefined;
        throw error;
      }),
    ));
  // `use` on every render, with the one promise of this load: the nearest Suspense boundary waits
  // for it, an error boundary gets a failure, and once it has resolved it returns at once.
  function OnDemand(props: P) {
    const Component = use(preload());
    return <Component {...props} />;
  }
  return Object.assign(OnDemand, { preload });
}
