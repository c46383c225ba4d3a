/**
 * The takeover script's keeping of presses (app/prerender/keepPresses.ts), in Chromium with the
 * browser's own input: while the root carries its pending mark, a native field takes typing as
 * usual; a press of a control and a key meant for a date's segment are kept, not let through;
 * once the mark goes they reach the page, in order, as the same press and the same typed text.
 */
import { afterEach, describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { keepPresses } from "../../app/prerender/keepPresses.ts";

const pending = "data-test-pending";

function drawPage(): { root: HTMLElement; heard: string[] } {
  const root = document.createElement("div");
  root.setAttribute(pending, "");
  root.innerHTML = `
    <form><label for="name">Name</label><input id="name"><button type="submit" id="send">Send</button></form>
    <button type="button" id="open">Open</button>
    <span id="segment" role="spinbutton" contenteditable="true" tabindex="0">mm</span>`;
  document.body.append(root);
  const heard: string[] = [];
  root.querySelector("#open")?.addEventListener("click", () => heard.push("open"));
  root.querySelector("form")?.addEventListener("submit", (event) => {
    event.preventDefault();
    heard.push("send");
  });
  root.querySelector("#segment")?.addEventListener("beforeinput", (event) => {
    event.preventDefault();
    heard.push(`typed ${(event as InputEvent).data}`);
  });
  return { root, heard };
}

afterEach(() => document.body.replaceChildren());

describe("keepPresses", () => {
  it("lets a native field take typing, keeps presses and a segment's keys, and hands them over in order once the mark goes", async () => {
    const { root, heard } = drawPage();
    keepPresses(root, pending);
    const name = root.querySelector<HTMLInputElement>("#name");
    const segment = root.querySelector<HTMLElement>("#segment");
    if (!name || !segment) throw new Error("the test page is not drawn");

    await userEvent.click(name);
    await userEvent.keyboard("Ada");
    await userEvent.click(root.querySelector("#open") as HTMLElement);
    segment.focus();
    await userEvent.keyboard("0");
    // Enter in the field presses the form's button: kept too, so the browser sends nothing.
    name.focus();
    await userEvent.keyboard("{Enter}");

    expect(name.value).toBe("Ada");
    expect(segment.textContent).toBe("mm");
    expect(heard).toEqual([]);

    // The segment has focus again when the app takes over, as its keys were typed there.
    segment.focus();
    root.removeAttribute(pending);
    await expect.poll(() => heard).toEqual(["open", "typed 0", "send"]);
  });

  it("keeps a key that comes while the kept ones are handed over, and hands it over after them", async () => {
    const { root, heard } = drawPage();
    keepPresses(root, pending);
    const segment = root.querySelector<HTMLElement>("#segment");
    if (!segment) throw new Error("the test page is not drawn");
    segment.focus();
    await userEvent.keyboard("02");
    // The student's next key arrives between two handed-over ones.
    segment.addEventListener("beforeinput", () => setTimeout(() => segment.dispatchEvent(new KeyboardEvent("keydown", { key: "9", bubbles: true, cancelable: true })), 0), { once: true });
    root.removeAttribute(pending);
    await expect.poll(() => heard).toEqual(["typed 0", "typed 2", "typed 9"]);
  });

  it("hands presses over on a page whose timers do not run (a background tab, a test's clock)", async () => {
    const { root, heard } = drawPage();
    const setTimer = window.setTimeout;
    window.setTimeout = (() => 0) as unknown as typeof window.setTimeout;
    try {
      keepPresses(root, pending);
      await userEvent.click(root.querySelector("#open") as HTMLElement);
      expect(heard).toEqual([]);
      root.removeAttribute(pending);
      await expect.poll(() => heard, { interval: 20 }).toEqual(["open"]);
      await userEvent.click(root.querySelector("#open") as HTMLElement);
      expect(heard).toEqual(["open", "open"]);
    } finally {
      window.setTimeout = setTimer;
    }
  });

  it("hides the pointer's own events from a control already taken over, so that its press happens once", async () => {
    const { root, heard } = drawPage();
    const open = root.querySelector<HTMLElement>("#open");
    if (!open) throw new Error("the test page is not drawn");
    // A press handler on the pointer's release, as react-aria's usePress has.
    open.addEventListener("pointerup", () => heard.push("pressed"));
    keepPresses(root, pending);
    await userEvent.click(open);
    expect(heard).toEqual([]);
    root.removeAttribute(pending);
    await expect.poll(() => heard).toEqual(["open"]);
  });

  it("keeps the click of a press begun while the mark was there and ended after it had gone", async () => {
    const { root, heard } = drawPage();
    const open = root.querySelector<HTMLElement>("#open");
    if (!open) throw new Error("the test page is not drawn");
    // As react-aria's usePress: a pointer's press counts only with its pointerdown; a click with
    // none before it counts only as a virtual click (a keyboard's, or element.click()).
    let down = false;
    open.addEventListener("pointerdown", () => (down = true));
    open.addEventListener("click", (event) => heard.push(down || event.detail === 0 ? "pressed" : "ignored"));
    keepPresses(root, pending);
    open.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, cancelable: true, composed: true }));
    root.removeAttribute(pending);
    // The takeover is done (nothing else was kept) before the button is released.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    for (const type of ["pointerup", "mouseup"]) open.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, composed: true }));
    open.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true, detail: 1 }));
    await expect.poll(() => heard).toEqual(["open", "pressed"]);
  });

  it("closes the line when a press begun while the mark was there ends off its control, without a click", async () => {
    const { root, heard } = drawPage();
    const open = root.querySelector<HTMLElement>("#open");
    if (!open) throw new Error("the test page is not drawn");
    keepPresses(root, pending);
    open.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, cancelable: true, composed: true }));
    root.removeAttribute(pending);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    document.body.dispatchEvent(new PointerEvent("pointerup", { bubbles: true, cancelable: true, composed: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.click(open);
    expect(heard).toEqual(["open"]);
  });

  it("lets everything through once the mark has gone", async () => {
    const { root, heard } = drawPage();
    root.removeAttribute(pending);
    keepPresses(root, pending);
    await userEvent.click(root.querySelector("#open") as HTMLElement);
    expect(heard).toEqual(["open"]);
  });
});
