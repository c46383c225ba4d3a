import { describe, expect, it } from "vitest";
import { kinds } from "../../stories/fixtures/kinds.ts";
import { states } from "../../stories/support/story.tsx";
import { renderNodes } from "./support/form.tsx";

// Every kind whose fixture has errors, each error key with its messages.
const cases = Object.entries(kinds).flatMap(([kind, fixture]) =>
  Object.entries(fixture.errors).map(([key, errors]) => ({ kind, key, message: errors[0] ?? "", fixture })),
);

/** The element with the id the validation summary links to. */
function fieldWithId(container: HTMLElement, key: string): Element {
  const field = container.querySelector(`[id="${key}"]`);
  if (!field) throw new Error(`no element has the id ${key}`);
  return field;
}

/** The elements that describe a field: ids named by aria-describedby on it or on its group. */
function describedBy(field: Element): string {
  const holders = [field, field.closest('[role="group"], [role="radiogroup"]')].filter((e): e is Element => e !== null);
  const ids = holders.flatMap((e) => (e.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean));
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" | ");
}

/** Whether the field, its inner inputs or its group say it is invalid. */
const markedInvalid = (field: Element): boolean =>
  [field, ...field.querySelectorAll("*"), field.closest('[role="radiogroup"]')].some((e) => e?.getAttribute("aria-invalid") === "true");

describe("field errors", () => {
  it.each(cases)("shows a $kind error under the field, tied to #$key for assistive technology", async ({ key, message, fixture }) => {
    const { container } = renderNodes(fixture.nodes, states(fixture, { isLoggedIn: true }).invalid);
    await expect.poll(() => container.querySelector(`[id="${key}"]`)).not.toBeNull();
    const field = fieldWithId(container, key);
    await expect.poll(() => describedBy(field)).toContain(message);
    expect(markedInvalid(field)).toBe(true);
    const line = [...container.querySelectorAll(".field__error-line")].find((l) => l.textContent === message);
    expect(line?.querySelector("strong")?.textContent).toBe(message);
    expect(line?.querySelector("svg[aria-hidden='true']")).not.toBeNull();
  });

  it.each(cases)("keeps a $kind error on #$key hidden until the app shows errors", async ({ key, message, fixture }) => {
    const { container, store } = renderNodes(fixture.nodes, { ...states(fixture, { isLoggedIn: true }).invalid, showErrors: false });
    await expect.poll(() => container.querySelector(`[id="${key}"]`)).not.toBeNull();
    const shown = () => [...container.querySelectorAll(".field__error-line")].map((l) => l.textContent);
    expect(shown()).toEqual([]);
    expect(markedInvalid(fieldWithId(container, key))).toBe(false);
    store.getState().setErrors(fixture.errors, true);
    await expect.poll(shown).toContain(message);
  });
});
