import type { StoreData } from "../../renderer/index.ts";
import { kindForm } from "../fixtures/forms.ts";
import type { KindFixture } from "../fixtures/kinds.ts";
import { type MemoryOptions, memoryServices } from "../fixtures/services.ts";
import { FixtureForm } from "./FixtureForm.tsx";

/** The args of every form story: the store's starting state and how the in-memory services behave. */
export interface StoryArgs {
  /** Answers, errors, session, tabs, documents, ... */
  initial?: Partial<StoreData>;
  /** In-memory service behaviour (conversion statuses, upload delay). */
  services?: MemoryOptions;
}

/** A story render function drawing the fixture's nodes as a one-page form. */
export function renderKind(fixture: KindFixture) {
  const { form, page } = kindForm(fixture.nodes);
  return function KindStory({ initial, services }: StoryArgs) {
    return <FixtureForm form={form} page={page} initial={initial} services={memoryServices(services)} />;
  };
}

/** The standard states of a kind: empty, filled, invalid (errors shown) and the service print view. */
export function states(fixture: KindFixture, session: Partial<StoreData> = {}) {
  return {
    empty: { ...session },
    filled: { ...session, ...fixture.filledData, answers: { ...fixture.filled } },
    invalid: { ...session, answers: { ...(fixture.invalidAnswers ?? fixture.filled) }, errors: fixture.errors, showErrors: true },
    print: { ...session, ...fixture.filledData, isServiceUser: true, answers: { ...fixture.filled } },
  } satisfies Record<string, Partial<StoreData>>;
}
