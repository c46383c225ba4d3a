import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ResetPage } from "../../app/account/ResetPage.tsx";
import { accountPageMeta, pressedWith } from "../support/accountPage.tsx";
import { storyUsername } from "../support/shell.tsx";
import { words } from "../fixtures/words.ts";

// The mailed link: /reset?username=…&id=… (spec section 2).
const mailedLink = `/reset?${new URLSearchParams({ username: storyUsername, id: "d1c3b0a2-reset-link" })}`;

const meta = { title: "Shell/Account/Reset password", ...accountPageMeta(mailedLink, ResetPage) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the mailed link: the e-mail address filled in, a new password twice. */
export const Empty: Story = {};

/** Reset Password pressed with the passwords empty. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("textbox", { name: words.account.fields.username })).toHaveValue(storyUsername);
    await userEvent.click(page.getByRole("button", { name: words.account.reset.submit }));
    await expect(await page.findByText(words.account.checklistNote)).toBeVisible();
    await expect(page.getByText("Passwords must match.")).toBeVisible();
  },
};

/** Opened without the link's username and id, and pressed with every field empty: the link's own message too. */
export const ErrorsWithoutLink: Story = {
  parameters: { shell: { path: "/reset" } },
  play: async (context) => {
    await pressedWith(words.account.reset.submit, ["Your email address must be valid."])(context);
    await expect(within(context.canvasElement).getByRole("alert")).toHaveTextContent("This password reset link is not valid. Please request a new one.");
  },
};
