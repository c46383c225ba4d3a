import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { Banner } from "../../engine/index.ts";
import { WelcomeBanner } from "../../app/form/WelcomeBanner.tsx";
import { appStore } from "../../app/session/appStore.ts";
import { shellMeta, studentLoggedIn } from "../support/shell.tsx";

const meta = {
  title: "Shell/Welcome banner",
  ...shellMeta,
  // The banner sits at the top of the form layout's main region.
  render: () => (
    <main className="layout__main">
      <WelcomeBanner />
    </main>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checks which banner shows (spec section 1), none for null. */
const shows = (banner: Banner): Story["play"] =>
  async ({ canvasElement }) => {
    const shown = canvasElement.querySelectorAll("[data-banner]");
    await expect([...shown].map((el) => el.getAttribute("data-banner"))).toEqual(banner ? [banner] : []);
  };

// Visitor stories log out first: the store starts logged in when the browser has a `logged_in=1`
// cookie for this host, which a local run of the app on 127.0.0.1 leaves behind.

/** Not logged in: the first-time message with a log-in link. */
export const Visitor: Story = {
  beforeEach: () => appStore.getState().loggedOut(),
  play: shows("visitor"),
};
/** The first login: the fee is waived and no recommendation is needed. */
export const FirstLogin: Story = {
  beforeEach: () => studentLoggedIn({ numLogins: 1 }),
  play: shows("firstLogin"),
};
/** A later login: saved data is kept. */
export const Returning: Story = {
  beforeEach: () => studentLoggedIn({ numLogins: 2 }),
  play: shows("returning"),
};
/** A submitted application: a decision within two weeks. */
export const Submitted: Story = {
  beforeEach: () => studentLoggedIn({ numLogins: 3, webStatus: "submitted" }),
  play: shows("submitted"),
};
/** Hidden while validating (the summary takes its place). */
export const HiddenWhileValidating: Story = {
  beforeEach: () => {
    studentLoggedIn({ numLogins: 2 });
    appStore.getState().setWebStatus("validating");
  },
  play: shows(null),
};
/** Hidden once a logged-in student has used a navigation button. */
export const HiddenAfterChangingPage: Story = {
  beforeEach: () => {
    studentLoggedIn({ numLogins: 2 });
    appStore.getState().changedPage();
  },
  play: shows(null),
};
/** A visitor keeps the banner after changing page. */
export const VisitorAfterChangingPage: Story = {
  beforeEach: () => {
    appStore.getState().loggedOut();
    appStore.getState().changedPage();
  },
  play: shows("visitor"),
};
