import type { Node } from "../../../engine/index.ts";
import { type StoreData, type FormStore, createFormStore } from "../../../renderer/index.ts";
import { kindForm } from "../../../stories/fixtures/forms.ts";
import { type MemoryOptions, memoryServices } from "../../../stories/fixtures/services.ts";
import { FixtureForm } from "../../../stories/support/FixtureForm.tsx";
import { render } from "./render.tsx";

/** Renders a one-page form of `nodes` over a fresh store and in-memory services, and returns both; in `locale`, one of the form's, its default unless given. */
export function renderNodes(nodes: Node[], initial: Partial<StoreData> = {}, options: MemoryOptions = {}, locale?: string) {
  const { form, page } = kindForm(nodes, locale);
  const store: FormStore = createFormStore(form, initial);
  const services = memoryServices(options);
  const container = render(<FixtureForm form={form} page={page} store={store} services={services} />);
  return { form, store, services, container, answers: () => store.getState().answers };
}
