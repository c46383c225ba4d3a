import { act, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedValue } from "../../renderer/hooks/useDebouncedValue.ts";
import { render } from "./support/render.tsx";

let setText: (text: string) => void = () => {};
const settled: string[] = [];

function Probe() {
  const [text, set] = useState("");
  setText = set;
  const value = useDebouncedValue(text, 200, 500);
  if (settled.at(-1) !== value) settled.push(value);
  return null;
}

// act() renders and runs effects at once, so the fake clock alone decides when the value follows.
const type = (text: string) => act(() => setText(text));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("lookup debounce (200 ms, at most 500 ms)", () => {
  beforeEach(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers();
    settled.length = 0;
    await act(() => render(<Probe />));
  });
  afterEach(() => {
    vi.useRealTimers();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it("follows the text 200 ms after the last change", async () => {
    await type("Cen");
    await wait(199);
    expect(settled).toEqual([""]);
    await wait(1);
    expect(settled).toEqual(["", "Cen"]);
  });

  it("follows at the latest 500 ms after the first change while typing goes on", async () => {
    for (const text of ["C", "Ce", "Cen", "Cent", "Centr", "Centra"]) {
      await type(text);
      await wait(100);
    }
    // Six keys 100 ms apart, never a 200 ms pause: it followed once, 500 ms after the first key.
    expect(settled).toEqual(["", "Centr"]);
    await wait(200);
    expect(settled).toEqual(["", "Centr", "Centra"]);
  });
});
