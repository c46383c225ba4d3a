import type { Meta, StoryObj } from "@storybook/react-vite";
import { validatePage } from "../../engine/index.ts";
import { completeAnswers } from "../fixtures/application.ts";
import { fixtureToday, realForm } from "../fixtures/forms.ts";
import { renderPage } from "../support/pageStory.tsx";
import type { StoryArgs } from "../support/story.tsx";

const meta = {
  title: "Pages/About You",
  render: renderPage("about"),
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-in student starting the page. */
export const Empty: Story = { args: { initial: { isLoggedIn: true } } };
/** The page of a complete application. */
export const Filled: Story = { args: { initial: { isLoggedIn: true, answers: completeAnswers } } };
/** Every error the engine finds on an empty page, shown as while validating. */
export const Invalid: Story = {
  args: { initial: { isLoggedIn: true, errors: validatePage(realForm, "about", {}, { today: fixtureToday }), showErrors: true } },
};
/** A visitor who is not logged in. */
export const Visitor: Story = { args: { initial: { answers: completeAnswers } } };
/** The service print view of a complete application. */
export const Print: Story = { args: { initial: { isServiceUser: true, answers: completeAnswers } } };
