import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ConfirmPage } from "../../app/account/ConfirmPage.tsx";
import { accountPageMeta, pressedWith } from "../support/accountPage.tsx";
import { storyUsername } from "../support/shell.tsx";
import { words } from "../fixtures/words.ts";

const meta = { title: "Shell/Account/Confirm", ...accountPageMeta("/confirm", ConfirmPage) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the account pages' links: e-mail and code. */
export const Empty: Story = {};

/** Confirm pressed with nothing typed. */
export const Errors: Story = { play: pressedWith("Confirm", ["Your email address must be valid.", "The confirmation code must be exactly 6 numbers."]) };

/** Reached after sign-up: the username and the server's message carried along. */
export const AfterSignup: Story = {
  parameters: { shell: { state: { username: storyUsername, message: words.notices.signedUp } } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("status")).toHaveTextContent(words.notices.signedUp);
    await expect(page.getByRole("textbox", { name: words.account.fields.username })).toHaveValue(storyUsername);
  },
};
