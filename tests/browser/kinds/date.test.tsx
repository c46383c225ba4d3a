import { I18nProvider } from "react-aria-components";
import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { type Answers, answerShapeErrors } from "../../../engine/index.ts";
import { createFormStore } from "../../../renderer/index.ts";
import { kindForm } from "../../../stories/fixtures/forms.ts";
import { kinds } from "../../../stories/fixtures/kinds.ts";
import { FixtureForm } from "../../../stories/support/FixtureForm.tsx";
import { renderNodes } from "../support/form.tsx";
import { render } from "../support/render.tsx";

/** The date question drawn as a browser whose language is `locale` draws it, over a store holding `answers`. */
function renderInLocale(locale: string, answers: Answers) {
  const { form, page: formPage } = kindForm(kinds.date.nodes);
  const store = createFormStore(form, { answers });
  const container = render(
    <I18nProvider locale={locale}>
      <FixtureForm form={form} page={formPage} store={store} />
    </I18nProvider>,
  );
  return { store, segment: (type: "year" | "month" | "day") => drawn<HTMLElement>(container, `[role="spinbutton"][data-type="${type}"]`) };
}

/** The element `selector` finds in `container`; throws while there is none, so that a poll waits for it. */
function drawn<E extends Element>(container: HTMLElement, selector: string): E {
  const element = container.querySelector<E>(selector);
  if (!element) throw new Error(`nothing drawn matches ${selector}`);
  return element;
}

describe("date input", () => {
  it("stores a complete valid date as YYYY-MM-DD", async () => {
    const { answers } = renderNodes(kinds.date.nodes);
    await userEvent.click(page.getByRole("spinbutton", { name: /month/i }));
    await userEvent.keyboard("02292004");
    expect(answers().birth_date).toBe("2004-02-29");
  });

  it("stores nothing while the date is incomplete", async () => {
    const { answers } = renderNodes(kinds.date.nodes);
    await userEvent.click(page.getByRole("spinbutton", { name: /month/i }));
    await userEvent.keyboard("0315");
    expect(answers().birth_date ?? "").toBe("");
  });

  it("clears the stored date when a part of it is erased", async () => {
    const { answers } = renderNodes(kinds.date.nodes, { answers: { birth_date: "2001-03-15" } });
    await userEvent.click(page.getByRole("spinbutton", { name: /year/i }));
    // Each press takes one digit: 200, 20, 2, then the empty segment.
    for (let i = 0; i < 4; i++) await userEvent.keyboard("{Backspace}");
    await expect.poll(() => answers().birth_date).toBe("");
  });

  it("keeps the month and day while the year is typed again", async () => {
    const { answers } = renderNodes(kinds.date.nodes, { answers: { birth_date: "2001-03-15" } });
    await userEvent.click(page.getByRole("spinbutton", { name: /year/i }));
    for (let i = 0; i < 4; i++) await userEvent.keyboard("{Backspace}");
    await expect.poll(() => answers().birth_date).toBe("");
    await userEvent.keyboard("1999");
    await expect.poll(() => answers().birth_date).toBe("1999-03-15");
  });

  it("shows a date loaded into the store after it was drawn, and keeps it as loaded", async () => {
    const { store } = renderNodes(kinds.date.nodes);
    store.getState().loadAnswers({ birth_date: "1998-12-01" });
    await expect.element(page.getByRole("spinbutton", { name: /year/i })).toHaveTextContent("1998");
    expect(store.getState().unsaved).toEqual({});
  });

  it("shows a stored date in its segments", async () => {
    renderNodes(kinds.date.nodes, { answers: { birth_date: "2001-03-15" } });
    await expect.element(page.getByRole("spinbutton", { name: /year/i })).toHaveTextContent("2001");
  });

  it("finding 2: an impossible date stays as typed with the data model's message and stores nothing", async () => {
    const { answers, form } = renderNodes(kinds.date.nodes);
    await userEvent.click(page.getByRole("spinbutton", { name: /month/i }));
    await userEvent.keyboard("02302001");
    // Leaving the field is where react-aria would turn February 30 into February 28.
    (document.activeElement as HTMLElement).blur();
    const [message = "no message"] = answerShapeErrors(form, { birth_date: "2001-02-30" }, { today: "2026-01-01" }).birth_date ?? [];
    // A message that is only the label is followed by the rules' hint of what to do (issue 28, finding 6).
    const node = form.keys.get("birth_date")?.node;
    const hint = node && "label" in node && message === node.label ? form.definition.rules.hints?.date : undefined;
    const field = page.getByRole("group", { name: "Date of Birth" });
    await expect.element(field).toHaveTextContent("02/30/2001");
    await expect.element(field).toHaveAccessibleDescription([message, ...(hint ? [hint] : [])].join(" "));
    expect(answers().birth_date ?? "").toBe("");
  });

  it("finding 2: a stored date changed into an impossible one is no longer stored", async () => {
    const { answers } = renderNodes(kinds.date.nodes, { answers: { birth_date: "2001-02-15" } });
    await userEvent.click(page.getByRole("spinbutton", { name: /day/i }));
    await userEvent.keyboard("30");
    (document.activeElement as HTMLElement).blur();
    await expect.poll(() => answers().birth_date).toBe("");
    await expect.element(page.getByRole("group", { name: "Date of Birth" })).toHaveTextContent("02/30/2001");
  });

  it("takes a date the browser's autofill puts in its hidden date input", async () => {
    const { answers, container } = renderNodes(kinds.date.nodes);
    await expect.poll(() => drawn(container, 'input[type="date"]')).toBeTruthy();
    const input = drawn<HTMLInputElement>(container, 'input[type="date"]');
    // Autofill sets the value and fires input events, as React's own value tracking expects.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, "1999-07-04");
    input.dispatchEvent(new Event("input", { bubbles: true }));
    await expect.poll(() => answers().birth_date).toBe("1999-07-04");
    await expect.element(page.getByRole("spinbutton", { name: /year/i })).toHaveTextContent("1999");
  });

  // A browser's locale may use another calendar (Thai: Buddhist years; Persian: the Solar Hijri
  // calendar); the answer is a Gregorian date, so the segments show Gregorian ones.
  describe.each(["th-TH", "fa-IR"])("in a browser whose locale is %s", (locale) => {
    it("shows a stored date as its Gregorian day and leaves the answer as it is", async () => {
      const { store, segment } = renderInLocale(locale, { birth_date: "2001-03-15" });
      const shown = () => (["year", "month", "day"] as const).map((type) => segment(type).getAttribute("aria-valuenow"));
      await expect.poll(shown).toEqual(["2001", "3", "15"]);
      const march = new Intl.DateTimeFormat(`${locale}-u-ca-gregory`, { month: "long" }).format(new Date(2001, 2, 15));
      expect(segment("month").getAttribute("aria-valuetext")).toContain(march);
      expect(store.getState().answers.birth_date).toBe("2001-03-15");
      expect(store.getState().unsaved).toEqual({});
    });

    it("stores the Gregorian date typed into its segments", async () => {
      const { store, segment } = renderInLocale(locale, {});
      const typed = { year: "2001", month: "03", day: "15" };
      await expect.poll(() => segment("year")).toBeTruthy();
      for (const type of ["year", "month", "day"] as const) {
        await userEvent.click(segment(type));
        await userEvent.keyboard(typed[type]);
      }
      await expect.poll(() => store.getState().answers.birth_date).toBe("2001-03-15");
    });
  });
});
