import type { Node } from "../../../engine/index.ts";
import { type StoreData, createFormStore } from "../../../renderer/index.ts";
import { kindForm } from "../../../stories/fixtures/forms.ts";
import { type MemoryOptions, memoryServices } from "../../../stories/fixtures/services.ts";
import { FixtureForm } from "../../../stories/support/FixtureForm.tsx";
import { page, userEvent } from "vitest/browser";
import { render } from "./render.tsx";

/**
 * Renders a one-page form between two plain buttons, "Before" and "After", and puts focus on
 * "Before" (a click, so that the test frame has the browser's focus and receives the keys):
 * a keyboard test starts there and proves it left the form by reaching "After".
 */
export async function renderBetween(nodes: Node[], initial: Partial<StoreData> = {}, options: MemoryOptions = {}) {
  const { form, page: fixture } = kindForm(nodes);
  const store = createFormStore(form, initial);
  const services = memoryServices(options);
  render(
    <>
      <button type="button">Before</button>
      <FixtureForm form={form} page={fixture} store={store} services={services} />
      <button type="button">After</button>
    </>,
  );
  await userEvent.click(page.getByRole("button", { name: "Before" }));
  return { store, services, answers: () => store.getState().answers };
}
