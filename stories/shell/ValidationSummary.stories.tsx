import type { Meta, StoryObj } from "@storybook/react-vite";
import { createRef } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { type Answers, validateAnswers } from "../../engine/index.ts";
import { formStore } from "../../app/form/appForm.ts";
import { ValidationSummary, type ValidationSummaryProps } from "../../app/form/ValidationSummary.tsx";
import { appStore } from "../../app/session/appStore.ts";
import { completeAnswers } from "../fixtures/application.ts";
import { fixtureToday, realForm } from "../fixtures/forms.ts";
import { summaryLine } from "../fixtures/formText.ts";
import { words } from "../fixtures/words.ts";
import { shellMeta, studentLoggedIn } from "../support/shell.tsx";

/**
 * The complete application with questions of all three pages left out (a month and year among
 * them), applying as a first-year student ("1"), which brings the stop alert of the application
 * type: its line gets the warning style.
 */
function incompleteAnswers(): Answers {
  const left = new Set(["first_name", "birth_date", "entry_term", "grad_month", "grad_year", "felony", "grant_counselor_agree"]);
  return { ...Object.fromEntries(Object.entries(completeAnswers).filter(([key]) => !left.has(key))), student_app_type: "1" };
}

// The form layout focuses the heading after a submit that found errors; no story submits.
const heading = createRef<HTMLHeadingElement>();

const meta = {
  title: "Shell/Validation summary",
  ...shellMeta,
  args: { openLink: fn() },
  render: ({ openLink }) => (
    <main className="layout__main">
      <ValidationSummary openLink={openLink} headingRef={heading} />
    </main>
  ),
} satisfies Meta<Pick<ValidationSummaryProps, "openLink">>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A submit that found errors: the status is validating and the engine's errors are shown. */
/** The summary's link to a question: its page (as the schema places it) and its anchor. */
const anchorOf = (key: string): string => `/${realForm.keys.get(key)?.page ?? ""}#${key}`;

const validatingWith = (answers: Answers) => () => {
  studentLoggedIn();
  appStore.getState().setWebStatus("validating");
  // The whole application with its answers' validator (the app's own form loads that apart).
  formStore.getState().setErrors(validateAnswers(realForm, answers, { today: fixtureToday }), true);
};

/** Several errors from the engine, one line per question (month and year together), the stop alert first. */
export const Validating: Story = {
  beforeEach: validatingWith(incompleteAnswers()),
  play: async ({ canvasElement, args }) => {
    const summary = within(canvasElement);
    await expect(summary.getByRole("heading", { level: 2 })).toHaveTextContent(words.messages.summaryHeading);
    const link = summary.getByRole("link", { name: summaryLine(incompleteAnswers(), "first_name") });
    await expect(link).toHaveAttribute("href", anchorOf("first_name"));
    const stop = summary.getAllByRole("link").find((a) => a.getAttribute("href") === anchorOf("student_app_type_error_msg"));
    await expect(stop?.closest("li")).toHaveClass("summary__item--warning");
    await userEvent.click(link);
    await expect(args.openLink).toHaveBeenCalledWith(anchorOf("first_name"));
  },
};

/** The same errors while the application is only started: the summary shows only while validating. */
export const NotValidating: Story = {
  beforeEach: () => {
    validatingWith(incompleteAnswers())();
    appStore.getState().setWebStatus("started");
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(words.messages.summaryHeading)).toBeNull();
  },
};
