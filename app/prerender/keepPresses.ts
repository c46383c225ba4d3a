/**
 * What a student does on a prerendered page before React has taken it over. The page's own
 * fields work from the first paint, natively: text is typed, a radio or a box is ticked, focus and
 * caret move, and the app takes what they hold when it takes them over. The app's own controls
 * (buttons, links, a select's button, a date's segments) do nothing until their code runs, and a
 * link would leave the page with what was typed. So, while the root carries its pending mark,
 * their presses and keys are kept here, in order, and not let through; once the mark goes they are
 * handed to the app as the same presses and keys, so nothing pressed or typed is lost.
 */
type Kept =
  | { kind: "click"; target: HTMLElement }
  | { kind: "key"; init: KeyboardEventInit }
  | { kind: "submit"; form: HTMLFormElement };

/** Elements the browser itself lets a student type into or choose with. */
const nativeField = "input, textarea, select, label";

/** The app's controls: a press on one means nothing until the app runs. */
const appControl = "a[href], button, [role='button'], [role='link'], [role='tab'], [role='checkbox'], [role='switch'], summary";

/** Keys that produce a click of the focused button or link, which is kept as a click. */
const activationKeys = new Set(["Enter", " "]);

const isElement = (target: EventTarget | null): target is HTMLElement => target instanceof HTMLElement;

/** Whether the key goes to the browser as it is: focus moving, typing into a native field. */
function passesThrough(event: KeyboardEvent): boolean {
  if (event.key === "Tab") return true;
  const target = event.target;
  if (!isElement(target)) return true;
  if (target.isContentEditable) return false;
  if (target.closest(nativeField)) return true;
  return target.closest(appControl) !== null && activationKeys.has(event.key);
}

const keyInit = (event: KeyboardEvent): KeyboardEventInit => ({
  key: event.key,
  code: event.code,
  shiftKey: event.shiftKey,
  altKey: event.altKey,
  ctrlKey: event.ctrlKey,
  metaKey: event.metaKey,
  bubbles: true,
  cancelable: true,
  composed: true,
});

/** A kept key handed over: to the focused element, as a keyboard would; a character into a date's segment arrives as typed text. */
function typeKey(init: KeyboardEventInit): void {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : document.body;
  const character = init.key?.length === 1 && !init.ctrlKey && !init.metaKey && !init.altKey;
  if (character && focused.isContentEditable) {
    focused.dispatchEvent(new InputEvent("beforeinput", { inputType: "insertText", data: init.key, bubbles: true, cancelable: true, composed: true }));
    return;
  }
  focused.dispatchEvent(new KeyboardEvent("keydown", init));
  focused.dispatchEvent(new KeyboardEvent("keyup", init));
}

function handOver(item: Kept): void {
  if (item.kind === "click") {
    if (item.target.isConnected) item.target.click();
  } else if (item.kind === "submit") {
    if (item.form.isConnected) item.form.requestSubmit();
  } else typeKey(item.init);
}

/**
 * Keeps the presses and keys meant for the app while `root` carries the `pending` attribute, and
 * hands them over one per task, in order, once it has gone. Those made while the kept ones are
 * being handed over join the end of the line, so that a date typed across the takeover keeps its
 * digits in order; the line closes once it is empty and no pointer pressed on a control is still
 * down.
 */
export function keepPresses(root: HTMLElement, pending: string): void {
  const kept: Kept[] = [];
  // Set while a kept press is handed over: the events it fires are the app's, not the student's.
  let handing = false;
  // A pointer went down on a control and has not been released. Its pointerdown was hidden from
  // the app, which would take its click for half a press and ignore it: so the line stays open
  // until the release, and the click is kept and handed over as a whole press.
  let pressing = false;
  // The line is empty and waits for that release before it closes.
  let waiting = false;
  const keep = (event: Event, item: Kept): void => {
    event.preventDefault();
    event.stopImmediatePropagation();
    kept.push(item);
  };
  const onClick = (event: MouseEvent): void => {
    const target = event.target;
    if (handing || !isElement(target) || !root.contains(target) || target.closest(nativeField)) return;
    const control = target.closest<HTMLElement>(appControl);
    if (control) keep(event, { kind: "click", target: control });
  };
  // A control the app has already taken over (the frame hydrates before a page whose code comes
  // late) may act on the pointer's own events, as react-aria's press does: they are hidden from it
  // while its click is kept, so that the press happens once, when the click is handed over.
  const onPointer = (event: Event): void => {
    const target = event.target;
    if (handing) return;
    if (isElement(target) && root.contains(target) && !target.closest(nativeField) && target.closest(appControl)) {
      event.stopImmediatePropagation();
      if (event.type === "pointerdown") pressing = true;
    }
    // Released anywhere: its click, if any, comes in this same task, before the line goes on.
    if ((event.type === "pointerup" || event.type === "pointercancel") && pressing) {
      pressing = false;
      if (waiting) {
        waiting = false;
        tasks.port2.postMessage(null);
      }
    }
  };
  const onKey = (event: KeyboardEvent): void => {
    if (!handing && isElement(event.target) && root.contains(event.target) && !passesThrough(event)) keep(event, { kind: "key", init: keyInit(event) });
  };
  // A form sent by the browser itself (Enter in a field of a form without a button) would put its
  // fields in the address; the app sends its forms.
  const onSubmit = (event: SubmitEvent): void => {
    if (!handing && event.target instanceof HTMLFormElement && root.contains(event.target)) keep(event, { kind: "submit", form: event.target });
  };
  const listeners = [
    ["pointerdown", onPointer],
    ["pointerup", onPointer],
    ["pointercancel", onPointer],
    ["mousedown", onPointer],
    ["mouseup", onPointer],
    ["click", onClick],
    ["keydown", onKey],
    ["submit", onSubmit],
  ] as const;
  for (const [type, listener] of listeners) window.addEventListener(type, listener as EventListener, { capture: true });

  // Each press is handed over in a task of its own, after what the one before set off. A message
  // channel's task, not a timer: a page whose timers are slowed or stopped (a background tab, a
  // test's clock) would otherwise keep every later press of the app's controls.
  const tasks = new MessageChannel();
  const next = (): void => {
    const item = kept.shift();
    if (!item && pressing) {
      waiting = true;
      return;
    }
    if (!item) {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener as EventListener, { capture: true });
      tasks.port1.close();
      return;
    }
    handing = true;
    try {
      handOver(item);
    } finally {
      handing = false;
    }
    tasks.port2.postMessage(null);
  };
  tasks.port1.onmessage = next;
  if (!root.hasAttribute(pending)) return next();
  new MutationObserver((_records, observer) => {
    if (root.hasAttribute(pending)) return;
    observer.disconnect();
    // Nothing kept (a page drawn in the browser, or nothing pressed): the line closes at once.
    if (kept.length === 0) next();
    else tasks.port2.postMessage(null);
  }).observe(root, { attributes: true, attributeFilter: [pending] });
}
