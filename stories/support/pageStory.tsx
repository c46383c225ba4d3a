import type { StoryObj } from "@storybook/react-vite";
import { validatePage } from "../../engine/index.ts";
import { completeAnswers } from "../fixtures/application.ts";
import { fixtureToday, realForm, realPage } from "../fixtures/forms.ts";
import { memoryServices } from "../fixtures/services.ts";
import { FixtureForm } from "./FixtureForm.tsx";
import type { PageVariant } from "./pageVariants.ts";
import type { StoryArgs } from "./story.tsx";

/** A story render function drawing one whole page of the real application. */
export function renderPage(id: string) {
  const page = realPage(id);
  return function PageStory({ initial, services }: StoryArgs) {
    return <FixtureForm form={realForm} page={page} initial={initial} services={memoryServices(services)} />;
  };
}

const described = (story: string) => ({ docs: { description: { story } } });

/** The stories of one page (stories/pages/<page id>.stories.tsx, generated from the schema folder, export them). */
export function pageStories(id: string): Record<PageVariant, StoryObj<{ args: StoryArgs }>> {
  return {
    Empty: { args: { initial: { isLoggedIn: true } }, parameters: described("A logged-in student starting the page.") },
    Filled: { args: { initial: { isLoggedIn: true, answers: completeAnswers } }, parameters: described("The page of a complete application.") },
    Invalid: {
      args: { initial: { isLoggedIn: true, errors: validatePage(realForm, id, {}, { today: fixtureToday }), showErrors: true } },
      parameters: described("Every error the engine finds on an empty page, shown as while validating."),
    },
    Visitor: { args: { initial: { answers: completeAnswers } }, parameters: described("A visitor who is not logged in.") },
    Print: { args: { initial: { isServiceUser: true, answers: completeAnswers } }, parameters: described("The service print view of a complete application.") },
  };
}
