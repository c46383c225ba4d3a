import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { messages } from "../../engine/index.ts";
import { LoginPage } from "../../app/account/LoginPage.tsx";
import { accountPageMeta, pressedWith } from "../support/accountPage.tsx";
import { words } from "../fixtures/words.ts";

const meta = { title: "Shell/Account/Log in", ...accountPageMeta("/login", LoginPage) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form, the link to /forgot and the aside of benefits. */
export const Empty: Story = {};

/** Log In pressed with nothing typed: each field's message, focus on the first. */
export const Errors: Story = { play: pressedWith(words.account.login.submit, ["Please provide a valid email address.", "Password is required."]) };

/** Sent here by a lost session: the message handed over in navigation state. */
export const SessionInvalid: Story = {
  parameters: { shell: { state: { error: messages.sessionInvalid } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(messages.sessionInvalid);
  },
};
