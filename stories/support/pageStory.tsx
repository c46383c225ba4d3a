import { realForm, realPage } from "../fixtures/forms.ts";
import { memoryServices } from "../fixtures/services.ts";
import { FixtureForm } from "./FixtureForm.tsx";
import type { StoryArgs } from "./story.tsx";

/** A story render function drawing one whole page of the real application. */
export function renderPage(id: string) {
  const page = realPage(id);
  return function PageStory({ initial, services }: StoryArgs) {
    return <FixtureForm form={realForm} page={page} initial={initial} services={memoryServices(services)} />;
  };
}
