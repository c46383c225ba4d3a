/**
 * What the benchmark measures inside the page, installed before any of the page's own scripts
 * (Playwright's addInitScript runs the function's source, so it uses nothing from outside it).
 * Every time is on the page's clock, performance.now(), whose zero is the navigation's start.
 *
 * "After the next paint" is a requestAnimationFrame callback followed by a task: the task runs
 * once the frame that rAF opened (style, layout, paint) has been produced, the usual way to see
 * when a change reached the screen. The Event Timing API would give the same for keys from the
 * browser itself, but it reports only events of 16 ms and more (its smallest durationThreshold)
 * and rounds to 8 ms, so an unthrottled page's keys would mostly be missing; this way every key
 * counts, with sub-millisecond resolution, for the app and the floor alike.
 */
export interface Probe {
  /** When the first text field was on screen (visible and laid out, then painted). */
  firstInputAt: number | null;
  /**
   * When the first text field on screen could take typing: painted, and outside any inert
   * subtree. A page drawn at build time takes typing from its first paint, as a page drawn by its
   * scripts does, so this is firstInputAt unless a page makes its fields inert.
   */
  firstInputUsableAt: number | null;
  /** Per measured key: keydown to the paint after it, ms. */
  keys: number[];
  /** Whether keys are being measured. */
  measuring: boolean;
  /** The id whose showing is timed after the next pointer release, and the result. */
  watchId: string | null;
  releasedAt: number | null;
  blockShownMs: number | null;
  /** The first contentful paint's time, once the browser has reported it (it comes after the frame was presented). */
  fcp(): Promise<number>;
  /** Resolves once the first text field has been painted and can take typing. */
  waitInput(): Promise<void>;
  /** Resolves once `n` keys have been measured. */
  waitKeys(n: number): Promise<void>;
  /** Resolves once the watched block has shown. */
  waitBlock(): Promise<void>;
}

declare global {
  interface Window {
    benchProbe: Probe;
  }
}

export function installProbe(): void {
  const waiters: (() => void)[] = [];
  const settle = (): void => {
    for (const w of waiters.splice(0)) w();
  };
  const whenTrue = (test: () => boolean): Promise<void> =>
    new Promise((resolve) => {
      const check = (): void => (test() ? resolve() : void waiters.push(check));
      check();
    });
  const probe: Probe = {
    firstInputAt: null,
    firstInputUsableAt: null,
    keys: [],
    measuring: false,
    watchId: null,
    releasedAt: null,
    blockShownMs: null,
    fcp: () =>
      new Promise((resolve) =>
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName("first-contentful-paint")[0];
          if (!entry) return;
          observer.disconnect();
          resolve(entry.startTime);
        }).observe({ type: "paint", buffered: true }),
      ),
    waitInput: () => whenTrue(() => probe.firstInputAt !== null && probe.firstInputUsableAt !== null),
    waitKeys: (n) => whenTrue(() => probe.keys.length >= n),
    waitBlock: () => whenTrue(() => probe.blockShownMs !== null),
  };
  window.benchProbe = probe;
  const afterNextPaint = (then: () => void): void => void requestAnimationFrame(() => setTimeout(then, 0));
  const shown = (el: Element | null): boolean => el !== null && el.checkVisibility() && el.getBoundingClientRect().width > 0;
  const textField = 'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="password"], input[type="search"], textarea';

  let inputSeen = false;
  let usableSeen = false;
  let blockSeen = false;
  const look = (): void => {
    const input = document.querySelector(textField);
    if (!usableSeen && shown(input) && input?.closest("[inert]") === null) {
      usableSeen = true;
      afterNextPaint(() => {
        probe.firstInputUsableAt = performance.now();
        settle();
      });
    }
    if (!inputSeen && shown(document.querySelector(textField))) {
      inputSeen = true;
      afterNextPaint(() => {
        probe.firstInputAt = performance.now();
        settle();
      });
    }
    if (probe.watchId !== null && probe.releasedAt !== null && !blockSeen && shown(document.getElementById(probe.watchId))) {
      blockSeen = true;
      const from = probe.releasedAt;
      afterNextPaint(() => {
        probe.blockShownMs = performance.now() - from;
        settle();
      });
    }
  };
  // Mutation records arrive in a microtask after each change, before the browser paints it.
  new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });

  // Capture on window: before any handler of the page. The event's timeStamp is when the browser
  // received the input, so time spent waiting for a busy main thread counts, as the student feels it.
  window.addEventListener(
    "keydown",
    (event) => {
      if (!probe.measuring) return;
      const from = event.timeStamp;
      afterNextPaint(() => {
        probe.keys.push(performance.now() - from);
        settle();
      });
    },
    { capture: true },
  );
  // The controlling answer changes on the press's release (react-aria's press and a native click alike).
  window.addEventListener("pointerup", (event) => void (probe.watchId !== null && probe.releasedAt === null && (probe.releasedAt = event.timeStamp)), { capture: true });
}

/**
 * Holds the page's idle callbacks until the probe has seen the first text field take typing,
 * then lets them run. What a page loads at idle is by design not what typing waits for, but on a
 * busy machine an idle moment can come, and its scripts arrive, before the probe's next paint
 * after the takeover; holding them makes "the scripts that arrived before typing" the scripts
 * typing needed, however busy the machine. Installed after installProbe, whose probe it reads.
 */
export function holdIdleUntilInput(): void {
  const requestIdle = window.requestIdleCallback.bind(window);
  const held: [IdleRequestCallback, IdleRequestOptions | undefined][] = [];
  let holding = true;
  window.requestIdleCallback = (callback, options) => {
    if (!holding) return requestIdle(callback, options);
    held.push([callback, options]);
    return 0;
  };
  void window.benchProbe.waitInput().then(() => {
    holding = false;
    for (const [callback, options] of held.splice(0)) requestIdle(callback, options);
  });
}
